import type { Request } from 'express';
import { route } from '../../http/rest.js';
import { getPageFile, previewCrop, previewImage } from './delivery/operations.js';
import { sendDelivery } from './delivery/send.js';
import { addFile, deleteFile, editFile, moveFile, searchFiles } from './file-operations.js';
import { createDir, deleteDirectory, getDir, moveDirectory } from './folder-operations.js';
import { streamedUpload } from './upload/multipart.js';
import { listPagesByFile } from './usage-operations.js';
import { replaceMediaFile } from './replace-operations.js';
import { setFocalPoint } from './focal-operations.js';

/** Query and path fields, plus the `Accept` header modern image formats are chosen by. */
const deliveryInput = (req: Request) => ({ ...req.query, ...req.params, accept: req.get('accept') });

/**
 * The REST media library calls, and the delivery URLs get-page-file, preview-image and preview-crop
 * (visitors get no session or cookie for those, so a CDN may keep them).
 */
export const mediaRoutes = [
  route({ method: 'post', path: '/medialib/get-dir', operation: getDir }),
  route({ method: 'post', path: '/medialib/search-files', operation: searchFiles }),
  route({ method: 'post', path: '/medialib/add-file', operation: addFile, before: streamedUpload(addFile.access), output: (file) => ({ file }) }),
  route({
    method: 'post',
    path: '/medialib/replace-file',
    operation: replaceMediaFile,
    before: streamedUpload(replaceMediaFile.access),
    output: (file) => ({ file }),
  }),
  route({ method: 'post', path: '/medialib/set-focal-point', operation: setFocalPoint, output: (file) => ({ file }) }),
  route({ method: 'post', path: '/medialib/create-dir', operation: createDir, output: (folder) => ({ folder }) }),
  route({ method: 'post', path: '/medialib/move-file', operation: moveFile, output: (file) => ({ file }) }),
  route({ method: 'post', path: '/medialib/edit-file', operation: editFile, output: (file) => ({ file }) }),
  route({ method: 'post', path: '/medialib/move-directory', operation: moveDirectory, output: (folder) => ({ folder }) }),
  route({ method: 'post', path: '/medialib/delete-file', operation: deleteFile }),
  route({ method: 'post', path: '/medialib/delete-directory', operation: deleteDirectory }),
  route({ method: 'post', path: '/medialib/list-pages-by-file', operation: listPagesByFile }),
  route({
    method: 'get',
    path: '/medialib/get-page-file/:pageID/:group/:hash/:fileName',
    operation: getPageFile,
    cookieless: true,
    input: deliveryInput,
    send: sendDelivery,
  }),
  route({ method: 'get', path: '/medialib/preview-image', operation: previewImage, cookieless: true, input: deliveryInput, send: sendDelivery }),
  route({ method: 'get', path: '/medialib/preview-crop', operation: previewCrop, cookieless: true, input: deliveryInput, send: sendDelivery }),
];
