import type { SiteText } from '@blokwerk/site/extension';

export interface ShareLink {
  /** The class name's part (`share-<name>`). */
  name: 'mail' | 'linkedin' | 'whatsapp';
  label: string;
  href: string;
}

/** A query string with spaces as %20: mail programs show a `+` literally. */
const query = (params: Record<string, string>) => new URLSearchParams(params).toString().replaceAll('+', '%20');

/**
 * Plain links that hand a vacancy's address to a mail program, LinkedIn or WhatsApp: nothing is
 * loaded from them (no script, image or frame) until the visitor follows one.
 */
export function shareLinks(t: SiteText, title: string, url: string): ShareLink[] {
  return [
    {
      name: 'mail',
      label: t('recruitment.share.mailLabel'),
      href: `mailto:?${query({ subject: t('recruitment.share.mailSubject', { title }), body: t('recruitment.share.mailBody', { title, url }) })}`,
    },
    { name: 'linkedin', label: t('recruitment.share.linkedinLabel'), href: `https://www.linkedin.com/sharing/share-offsite/?${query({ url })}` },
    {
      name: 'whatsapp',
      label: t('recruitment.share.whatsappLabel'),
      href: `https://wa.me/?${query({ text: t('recruitment.share.whatsappText', { title, url }) })}`,
    },
  ];
}
