/**
 * What a delivery operation answers: everything the transport needs for the headers, and the
 * bytes only on demand (a revalidation with a matching ETag never computes a rendition).
 */
export interface Delivery {
  /** Without quotes; changes whenever the bytes would. */
  etag: string;
  /** `public` for what visitors may see (published or shared), `private` for editors' eyes only. */
  visibility: 'public' | 'private';
  contentType: string;
  fileName: string;
  inline: boolean;
  /**
   * The URL named the file's current version (`v=`): its bytes never change, so caches keep them
   * a year. Any other URL may answer other bytes after a replace: caches revalidate (ETag).
   */
  immutable: boolean;
  /** The bytes depend on the `Accept` header (modern image formats). */
  variesByAccept: boolean;
  /** The bytes (small renditions, kept in memory), or a local file holding them. */
  open(): Promise<Buffer | string>;
}
