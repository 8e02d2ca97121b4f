import type { MailMessage } from '../../operations/define.js';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** A plain-text mail with the same words as HTML, one call-to-action link. */
export function linkMail(to: string, subject: string, greeting: string, lines: string[], action: string, link: string): MailMessage {
  const text = [greeting, '', ...lines, '', `${action}: ${link}`, ''].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>`,
  ].join('\n');
  return { to, subject, text, html };
}

export function activationMail(to: string, name: string, link: string, validDays: number): MailMessage {
  return linkMail(
    to,
    'Activate your Blokwerk account',
    `Hello ${name},`,
    ['An account has been created for you in Blokwerk.', `Choose a password to activate it. The link is valid for ${validDays} days.`],
    'Activate your account',
    link,
  );
}

export function passwordResetMail(to: string, name: string, link: string, validMinutes: number): MailMessage {
  return linkMail(
    to,
    'Reset your Blokwerk password',
    `Hello ${name},`,
    [
      `Someone asked to reset the password of this account. The link is valid for ${validMinutes} minutes.`,
      'If that was not you, ignore this mail: the password stays as it is.',
    ],
    'Choose a new password',
    link,
  );
}
