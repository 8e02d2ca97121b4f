import { useCallback, useEffect, useRef, useState } from 'react';

/** The events that count as activity. */
const ACTIVITY_EVENTS = ['mousemove', 'click', 'scroll', 'keydown'] as const;

interface InactivityTimerOptions {
  timeoutMs: number;
  warningMs: number;
  /** Called on every counted activity (cheap: it runs on each mouse move). */
  onActivity(): void;
  /** Called once when the time without activity reaches timeoutMs. */
  onExpire(): void;
}

interface InactivityTimer {
  /** Seconds until the sign-out while the warning is due, else null. */
  secondsLeft: number | null;
  /** Counts as activity and ends the warning; activity events alone do not end it. */
  stayActive(): void;
}

/**
 * Watches the whole window for activity. Time is compared against the clock each second
 * rather than trusted to one long timer, so a sleeping laptop cannot postpone the sign-out.
 */
export function useInactivityTimer({ timeoutMs, warningMs, onActivity, onExpire }: InactivityTimerOptions): InactivityTimer {
  const lastActivity = useRef(0);
  const warning = useRef(false);
  const expired = useRef(false);
  const callbacks = useRef({ onActivity, onExpire });
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);

  useEffect(() => {
    callbacks.current = { onActivity, onExpire };
  }, [onActivity, onExpire]);

  useEffect(() => {
    lastActivity.current = Date.now();
    const markActive = () => {
      if (warning.current || expired.current) return;
      lastActivity.current = Date.now();
      callbacks.current.onActivity();
    };
    const check = () => {
      if (expired.current) return;
      const remaining = timeoutMs - (Date.now() - lastActivity.current);
      if (remaining <= 0) {
        expired.current = true;
        callbacks.current.onExpire();
      } else if (remaining <= warningMs) {
        warning.current = true;
        setSecondsLeft(Math.ceil(remaining / 1000));
      }
    };
    // Capture on window also sees scrolling inside elements (scroll events do not bubble).
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, markActive, { capture: true, passive: true });
    const timer = window.setInterval(check, 1000);
    return () => {
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, markActive, { capture: true });
      window.clearInterval(timer);
    };
  }, [timeoutMs, warningMs]);

  const stayActive = useCallback(() => {
    warning.current = false;
    lastActivity.current = Date.now();
    setSecondsLeft(null);
    callbacks.current.onActivity();
  }, []);

  return { secondsLeft, stayActive };
}
