/** What a picker hands back for each chosen file: the fields of an image or file entry. */
export interface MediaEntry {
  fileID: number;
  hash: string;
  fileName: string;
  /** The file's default alt text, for the editor to keep or change. */
  altText: string;
}

/** cropper.js `getData()`, in the pixel space of the image as displayed (an image entry's `cropParams`). */
export interface CropParams {
  x: number;
  y: number;
  width: number;
  height: number;
  /** Degrees, clockwise. */
  rotate: number;
  /** -1 mirrors the image. */
  scaleX: number;
  scaleY: number;
}

/** The image a crop dialog works on: an image entry, with the crop it has so far. */
export interface CroppableEntry {
  fileID: number;
  fileName: string;
  cropParams?: CropParams;
}
