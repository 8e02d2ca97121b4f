/**
 * The site's preview of a page version (server/src/site/mount.ts): any version, in the site's
 * real layout, for a signed-in editor. A site path, so outside the admin's basename.
 */
export function previewPath(versionId: number): string {
  return `/-/preview/${versionId}`;
}
