import { useCallback } from 'react';
import type { PaginatedListState } from '../../../components/list/usePaginatedList';

/** The cursors of the answer on screen (the server's nextCursor and previousCursor). */
interface Cursors {
  nextCursor?: string | null;
  previousCursor?: string | null;
}

/** A step to the page beside: which page it leads to, in which list (sort, filters, locale), by which cursor. */
export interface CursorStep {
  pageIndex: number;
  listKey: string;
  after?: string;
  before?: string;
}

/**
 * The list query's paging variables: the step's cursor while its page and list are on screen
 * (with pageIndex 0: the server refuses a cursor beside a later index), else the pageIndex.
 */
export function cursorVariables(step: CursorStep | null, pageIndex: number, listKey: string) {
  return step && step.pageIndex === pageIndex && step.listKey === listKey ? { pageIndex: 0, after: step.after, before: step.before } : { pageIndex };
}

/**
 * The overview's next and previous by keyset cursor, so page 2,000 of a million comes as fast
 * as page 1; a jump (a page number further away, or back to the first) asks by pageIndex.
 * `shown` is the answer of the current request only (not the previous one kept on screen while
 * loading), so a quick second click never takes a cursor of the page before.
 */
export function useCursorPager<Column extends string>(
  list: PaginatedListState<Column>,
  shown: Cursors | undefined,
  listKey: string,
  setStep: (step: CursorStep | null) => void,
): PaginatedListState<Column> {
  const current = list.request.pageIndex;
  const { setPageIndex: setIndex } = list;
  const setPageIndex = useCallback(
    (pageIndex: number) => {
      if (pageIndex === current + 1 && shown?.nextCursor) setStep({ pageIndex, listKey, after: shown.nextCursor });
      else if (pageIndex === current - 1 && pageIndex > 0 && shown?.previousCursor) setStep({ pageIndex, listKey, before: shown.previousCursor });
      else setStep(null);
      setIndex(pageIndex);
    },
    [current, shown, listKey, setIndex, setStep],
  );
  return { ...list, setPageIndex };
}
