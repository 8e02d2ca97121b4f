import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLOCK_INTERVAL_MS, dispatch, shellState, stopClock } from '../site/client/shell-state.js';

describe('the recruitment shell’s client state', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-11-25T12:00:00Z') });
  });
  afterEach(() => {
    stopClock();
    vi.useRealTimers();
  });

  it('starts with the tick "init" and the locale en', () => {
    expect(shellState.get()).toEqual({ tick: 'init', locale: 'en' });
  });

  it('ticks every 1000 ms once a start-clock action arrives, storing each tick', () => {
    expect(CLOCK_INTERVAL_MS).toBe(1000);
    const ticks: string[] = [];
    const stop = shellState.listen(({ tick }) => ticks.push(tick));
    vi.advanceTimersByTime(5000);
    expect(ticks).toEqual([]);

    dispatch({ type: 'start-clock' });
    // Asked twice, still one clock.
    dispatch({ type: 'start-clock' });
    vi.advanceTimersByTime(999);
    expect(ticks).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(ticks).toEqual(['2026-11-25T12:00:06.000Z']);
    vi.advanceTimersByTime(2000);
    expect(ticks).toEqual(['2026-11-25T12:00:06.000Z', '2026-11-25T12:00:07.000Z', '2026-11-25T12:00:08.000Z']);
    expect(shellState.get().tick).toBe('2026-11-25T12:00:08.000Z');
    stop();
  });

  it('stores a tick action’s payload and a locale', () => {
    dispatch({ type: 'tick', payload: 'anything' });
    dispatch({ type: 'set-locale', payload: 'nl' });
    expect(shellState.get()).toEqual({ tick: 'anything', locale: 'nl' });
  });
});
