/**
 * The ALTCHA proof-of-work widget (self-hosted, nothing loaded from elsewhere), fetched with the
 * first render of a form step that needs it. Its solution goes to the form through `onChange`.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { CHALLENGE_ENDPOINT } from '../application/rules';
import { trackingFetch } from '../client/api';

interface AltchaWidget extends HTMLElement {
  configure(options: Record<string, unknown>): void;
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'altcha-widget': { ref?: React.Ref<AltchaWidget>; challenge: string; name: string; auto: string; language: string };
    }
  }
}

/**
 * The widget and its words for the page's language. The CSP-safe build: its styles are a
 * stylesheet, and its one algorithm (SHA-256, server/altcha/bot-check.ts) runs in a worker file
 * of this origin, registered here.
 */
async function loadAltcha(locale: string): Promise<void> {
  const [, , { default: ShaWorker }] = await Promise.all([
    import('altcha/external'),
    import('altcha/altcha.css'),
    import('altcha/workers/sha?worker'),
    locale.startsWith('nl') ? import('altcha/i18n/nl') : Promise.resolve(),
  ]);
  globalThis.$altcha.algorithms.set('SHA-256', () => new ShaWorker());
}

/** The check's outcome: a solution to send as `altcha`, a failure (no challenge, no solution), or not yet either. */
export type BotCheckState = { payload: string } | { failed: true } | undefined;

export interface BotCheckProps {
  locale: string;
  loadingText: string;
  onChange(state: BotCheckState): void;
}

export default function BotCheck({ locale, loadingText, onChange }: BotCheckProps) {
  const widgetRef = useRef<AltchaWidget>(null);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    loadAltcha(locale).then(
      () => setReady(true),
      () => onChange({ failed: true }),
    );
  }, [locale, onChange]);
  useEffect(() => {
    const widget = widgetRef.current;
    if (!ready || !widget) return;
    widget.configure({ fetch: trackingFetch });
    // The solution comes with the event (the widget's own hidden input is not in the page's form).
    // Only 'verifying' is worth waiting for: any other state without a solution is a failure,
    // 'unverified' included, which the widget goes back to when a click outside closes its error
    // (the visitor's click on send, once the error has shown a moment): a form waiting for it would never send.
    const onState = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state?: string; payload?: string }>).detail ?? {};
      onChange(state === 'verified' && payload ? { payload } : state === 'verifying' ? undefined : { failed: true });
    };
    widget.addEventListener('statechange', onState);
    return () => widget.removeEventListener('statechange', onState);
  }, [ready, onChange]);
  return ready ? (
    <altcha-widget ref={widgetRef} challenge={CHALLENGE_ENDPOINT} name="altcha" auto="onload" language={locale.slice(0, 2)} />
  ) : (
    <output>{loadingText}</output>
  );
}

/**
 * A form's side of the check: `onChange` for the widget, whether it failed, and `solution()`,
 * which waits for the widget when the visitor sends before it finished ('' once it failed).
 */
export function useBotCheck(): { onChange(state: BotCheckState): void; failed: boolean; solution(): Promise<string> } {
  const current = useRef<BotCheckState>(undefined);
  const waiting = useRef<((state: NonNullable<BotCheckState>) => void)[]>([]);
  const [failed, setFailed] = useState(false);
  const onChange = useCallback((state: BotCheckState) => {
    current.current = state;
    setFailed(state !== undefined && 'failed' in state);
    if (state) for (const resolve of waiting.current.splice(0)) resolve(state);
  }, []);
  const solution = useCallback(async () => {
    const state = current.current ?? (await new Promise<NonNullable<BotCheckState>>((resolve) => waiting.current.push(resolve)));
    return 'payload' in state ? state.payload : '';
  }, []);
  return { onChange, failed, solution };
}
