import type { OperationContext } from '@blokwerk/server/extension';

type MailMessage = Parameters<OperationContext['services']['mailer']['send']>[0];

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;

/** A paragraph's text as HTML: escaped, line breaks kept, web addresses made links. */
function paragraphHtml(paragraph: string): string {
  let html = '';
  let last = 0;
  for (const match of paragraph.matchAll(URL_PATTERN)) {
    html += escapeHtml(paragraph.slice(last, match.index));
    html += `<a href="${escapeHtml(match[0])}">${escapeHtml(match[0])}</a>`;
    last = match.index + match[0].length;
  }
  html += escapeHtml(paragraph.slice(last));
  return `<p>${html.replaceAll('\n', '<br>')}</p>`;
}

/** A recruiter's plain-text mail as both text and HTML: blank lines separate paragraphs. */
export function candidateMessage(to: string, subject: string, body: string): MailMessage {
  const text = body.replaceAll('\r\n', '\n').trim();
  const html = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraphHtml(paragraph.trim()))
    .join('\n');
  return { to, subject, text: `${text}\n`, html };
}
