import { graphql } from '../../../gql';
import type { MediaPickerFileFragment } from '../../../gql/graphql';

graphql(`
  fragment MediaPickerFile on MediaFile {
    id
    path
    fileName
    hash
    kind
    mimeType
    size
    width
    height
    defaultAltText
    shared
    focalX
    focalY
    version
    usageCount
    previewUrl
    updatedAt
  }
`);

/** A file as the picker and the library list it. */
export type PickerFile = MediaPickerFileFragment;

export const MediaPickerDir = graphql(`
  query MediaPickerDir($path: String) {
    mediaDir(path: $path) {
      path
      folders {
        id
        path
        folderName
      }
      files {
        ...MediaPickerFile
      }
    }
  }
`);

export const UploadMediaFile = graphql(`
  mutation UploadMediaFile($path: String, $f: Upload!) {
    uploadMediaFile(path: $path, f: $f) {
      ...MediaPickerFile
    }
  }
`);

export const MediaFileById = graphql(`
  query MediaFileById($id: Int!) {
    mediaFile(id: $id) {
      ...MediaPickerFile
    }
  }
`);
