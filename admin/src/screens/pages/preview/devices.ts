import type { MessageId } from '../../../i18n/messages';

export type Device = 'desktop' | 'tablet' | 'mobile';

/** The viewport width the preview renders at, in CSS pixels: common screens of each kind. */
export const DEVICES: readonly { device: Device; width: number; label: MessageId }[] = [
  { device: 'desktop', width: 1280, label: 'preview.device.desktop' },
  { device: 'tablet', width: 768, label: 'preview.device.tablet' },
  { device: 'mobile', width: 375, label: 'preview.device.mobile' },
];
