import type { ElementContext, Result, RunOptions } from 'axe-core';

/** What axe finds in the rendered page: one entry per rule that fails, with the elements it fails on. */
export interface RenderedViolation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  elements: number;
}

interface AxeWindow {
  axe?: { run(context: ElementContext, options: RunOptions): Promise<{ violations: Result[] }> };
}

/** The preview's own notice ("Preview", "Unsaved changes") is the preview's, not the page's: left out. */
const CONTEXT: ElementContext = { exclude: ['.preview-notice'] };

/** WCAG 2.x A and AA, as the site's own accessibility tests check it (server/test/support/axe.ts). */
const OPTIONS: RunOptions = { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] } };

function loaded(element: HTMLIFrameElement | HTMLScriptElement): Promise<void> {
  return new Promise((resolve, reject) => {
    element.addEventListener('load', () => resolve(), { once: true });
    element.addEventListener('error', () => reject(new Error('not loaded')), { once: true });
  });
}

/**
 * Renders a site path in a hidden frame of this origin and runs axe-core inside it: the script is
 * fetched only now (its URL is all the admin's bundle holds), from this origin, which the site's
 * Content-Security-Policy allows.
 */
export async function auditRenderedPage(path: string, title: string): Promise<RenderedViolation[]> {
  const { default: axeUrl } = await import('axe-core/axe.min.js?url');
  const frame = document.createElement('iframe');
  frame.title = title;
  // Laid out at a desktop width (contrast and target sizes need layout), out of sight and out of the tab order.
  Object.assign(frame.style, { position: 'fixed', left: '-10000px', top: '0', width: '1280px', height: '800px', border: '0' });
  frame.tabIndex = -1;
  frame.setAttribute('aria-hidden', 'true');
  frame.src = path;
  const ready = loaded(frame);
  document.body.append(frame);
  try {
    await ready;
    const view = frame.contentWindow as (Window & AxeWindow) | null;
    const page = frame.contentDocument;
    if (!view || !page) throw new Error('preview not readable');
    const script = page.createElement('script');
    script.src = axeUrl;
    const scriptReady = loaded(script);
    page.head.append(script);
    await scriptReady;
    if (!view.axe) throw new Error('axe not loaded');
    const { violations } = await view.axe.run(CONTEXT, OPTIONS);
    return violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? null,
      help: violation.help,
      helpUrl: violation.helpUrl,
      elements: violation.nodes.length,
    }));
  } finally {
    frame.remove();
  }
}
