/** The networks' own names (not translated), by the settings' network keys. */
const NAMES: Record<string, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  x: 'X',
  youtube: 'YouTube',
  mastodon: 'Mastodon',
  github: 'GitHub',
  tiktok: 'TikTok',
};

export function socialNetworkName(network: string): string {
  return NAMES[network] ?? network;
}
