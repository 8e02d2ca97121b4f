/** Text safe inside HTML. */
export const escapeHtml = (value: string) => value.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

/**
 * A vacancy's description as HTML, from its blocks: its headings and text blocks in order (what
 * JobPosting's `description` and the job feed carry). Shared by the server and the site part.
 */
export function descriptionHtml(blocks: unknown): string {
  if (!Array.isArray(blocks)) return '';
  return blocks
    .flatMap((block: unknown) => {
      if (typeof block !== 'object' || block === null) return [];
      const { type, props } = block as { type?: unknown; props?: Record<string, unknown> };
      if (type === 'rich-text' && typeof props?.html === 'string') return [props.html];
      if (type === 'heading' && typeof props?.text === 'string') return [`<h2>${escapeHtml(props.text)}</h2>`];
      return [];
    })
    .join('\n');
}
