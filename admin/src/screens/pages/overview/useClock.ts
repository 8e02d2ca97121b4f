import { useEffect, useState } from 'react';

/** The current time, moving on every `intervalMs`: ages told from it stay right while a screen stays open. */
export function useClock(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
