import { useEffect, useMemo, useRef, useState } from 'react';
import { debounce, type DebounceOptions } from './debounce';

/** `value`, passed on through a debounce (see debounce()). */
export function useDebouncedValue<Value>(value: Value, { waitMs, maxWaitMs, leading }: DebounceOptions): Value {
  const [settled, setSettled] = useState(value);
  const update = useMemo(() => debounce(setSettled, { waitMs, maxWaitMs, leading }), [waitMs, maxWaitMs, leading]);
  const first = useRef(true);

  useEffect(() => {
    // The initial value needs no trip through the debounce.
    if (first.current) {
      first.current = false;
      return;
    }
    update(value);
  }, [update, value]);

  useEffect(() => () => update.cancel(), [update]);

  return settled;
}
