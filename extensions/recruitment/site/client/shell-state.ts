/**
 * The recruitment shell's global client state: the clock's latest tick (initially 'init') and
 * the shell's locale (initially 'en', the page's once a script reads it). A nanostores map, so
 * islands and plain scripts share one store; the clock is a background task that a start-clock
 * action starts once and that stores a tick (an ISO instant) every CLOCK_INTERVAL_MS.
 */
import { map } from 'nanostores';

export const CLOCK_INTERVAL_MS = 1000;

export interface ShellState {
  tick: string;
  locale: string;
}

export const shellState = map<ShellState>({ tick: 'init', locale: 'en' });

export type ShellAction = { type: 'start-clock' } | { type: 'tick'; payload: string } | { type: 'set-locale'; payload: string };

let clock: ReturnType<typeof setInterval> | undefined;

export function dispatch(action: ShellAction): void {
  switch (action.type) {
    case 'start-clock':
      // One clock per page, however often it is asked for.
      clock ??= setInterval(() => dispatch({ type: 'tick', payload: new Date().toISOString() }), CLOCK_INTERVAL_MS);
      return;
    case 'tick':
      shellState.setKey('tick', action.payload);
      return;
    case 'set-locale':
      shellState.setKey('locale', action.payload);
      return;
  }
}

/** Stops the clock (tests; a page never needs to). */
export function stopClock(): void {
  clearInterval(clock);
  clock = undefined;
}
