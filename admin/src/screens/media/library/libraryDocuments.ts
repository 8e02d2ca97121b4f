import { graphql } from '../../../gql';

export const SearchMediaFiles = graphql(`
  query SearchMediaFiles($directory: String, $searchTerm: String, $pageSize: Int, $unused: Boolean, $columnToSort: String, $sortOrder: String) {
    searchMediaFiles(directory: $directory, searchTerm: $searchTerm, pageSize: $pageSize, unused: $unused, columnToSort: $columnToSort, sortOrder: $sortOrder) {
      items {
        ...MediaPickerFile
      }
      totalItems
    }
  }
`);

export const PagesByMediaFile = graphql(`
  query PagesByMediaFile($fileID: Int!, $pageIndex: Int, $pageSize: Int, $searchTerm: String, $columnToSort: String, $sortOrder: String) {
    pagesByMediaFile(fileID: $fileID, pageIndex: $pageIndex, pageSize: $pageSize, searchTerm: $searchTerm, columnToSort: $columnToSort, sortOrder: $sortOrder) {
      items {
        pageID
        title
        slug
        locale
        versions
        inHead
        inPublished
      }
      totalItems
    }
  }
`);

export const CreateMediaFolder = graphql(`
  mutation CreateMediaFolder($path: String, $folderName: String!) {
    createMediaFolder(path: $path, folderName: $folderName) {
      id
      path
      folderName
    }
  }
`);

export const MoveMediaFolder = graphql(`
  mutation MoveMediaFolder($oldPath: String!, $newPath: String!) {
    moveMediaFolder(oldPath: $oldPath, newPath: $newPath) {
      id
      path
    }
  }
`);

export const DeleteMediaFolder = graphql(`
  mutation DeleteMediaFolder($path: String!, $confirm: Boolean!) {
    deleteMediaFolder(path: $path, confirm: $confirm) {
      id
    }
  }
`);

export const MoveMediaFile = graphql(`
  mutation MoveMediaFile($id: Int!, $newPath: String, $newFileName: String) {
    moveMediaFile(id: $id, newPath: $newPath, newFileName: $newFileName) {
      ...MediaPickerFile
    }
  }
`);

export const EditMediaFile = graphql(`
  mutation EditMediaFile($input: EditMediaFileInput!) {
    editMediaFile(input: $input) {
      ...MediaPickerFile
    }
  }
`);

export const DeleteMediaFile = graphql(`
  mutation DeleteMediaFile($id: Int!, $confirm: Boolean!) {
    deleteMediaFile(id: $id, confirm: $confirm) {
      id
    }
  }
`);

export const ReplaceMediaFile = graphql(`
  mutation ReplaceMediaFile($id: Int!, $f: Upload!) {
    replaceMediaFile(id: $id, f: $f) {
      ...MediaPickerFile
    }
  }
`);

export const SetMediaFocalPoint = graphql(`
  mutation SetMediaFocalPoint($id: Int!, $focalX: Float, $focalY: Float) {
    setMediaFocalPoint(id: $id, focalX: $focalX, focalY: $focalY) {
      ...MediaPickerFile
    }
  }
`);
