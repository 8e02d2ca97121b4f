import { linkMail } from '../mail/templates.js';
import type { MailMessage } from '../../operations/define.js';

/** The words of a comment or feedback, or a line saying there were none. */
const quoted = (label: string, words: string) => (words ? `${label}: "${words}"` : `No ${label.toLowerCase()} was given.`);

export function publicationRequestedMail(to: string, reviewer: string, requester: string, pageTitle: string, comment: string, link: string): MailMessage {
  return linkMail(
    to,
    `Publication requested: ${pageTitle}`,
    `Hello ${reviewer},`,
    [`${requester} asks to publish the page "${pageTitle}".`, quoted('Comment', comment)],
    'Review the request',
    link,
  );
}

export function publicationRejectedMail(to: string, requester: string, reviewer: string, pageTitle: string, feedback: string, link: string): MailMessage {
  return linkMail(
    to,
    `Publication rejected: ${pageTitle}`,
    `Hello ${requester},`,
    [`${reviewer} did not publish the page "${pageTitle}".`, quoted('Feedback', feedback)],
    'Open the page',
    link,
  );
}

export function publicationAcceptedMail(to: string, requester: string, reviewer: string, pageTitle: string, feedback: string, link: string): MailMessage {
  return linkMail(
    to,
    `Published: ${pageTitle}`,
    `Hello ${requester},`,
    [`${reviewer} accepted your request: the page "${pageTitle}" is live.`, quoted('Feedback', feedback)],
    'Open the page',
    link,
  );
}
