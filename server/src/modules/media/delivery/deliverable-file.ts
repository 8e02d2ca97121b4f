/** A file as delivery needs it, with whether visitors may see it. */
export interface DeliverableFile {
  id: number;
  hash: string;
  fileName: string;
  mimeType: string;
  width: number | null;
  height: number | null;
  shared: boolean;
  /** The token of its bytes and focal point (version.ts). */
  version: string;
  focalX: number | null;
  focalY: number | null;
  /** A published version uses it (in the asked group, or with the asked crop). */
  published: boolean;
}
