// Core's operations an extension may invoke (Blokwerk's local API): to build on pages and menus
// from its own operations, and to write its demo content (FeatureModule.demo) as valid content.
export { createPage, storeVersion } from '../modules/pages/page-operations.js';
export { createTranslation } from '../modules/pages/related-operations.js';
export { publishPage } from '../modules/publication/operations.js';
export { addMenuItem } from '../modules/menu/operations.js';
// A tag joins its set before a page version names it.
export { validateTag } from '../modules/tags/operations.js';
// The media library: a folder, and a file from bytes made in the process (receiveMediaBytes
// receives them as addFile takes an upload; remove its tempPath afterwards).
export { createDir } from '../modules/media/folder-operations.js';
export { addFile } from '../modules/media/file-operations.js';
export { receiveMediaBytes } from '../modules/media/upload/receive.js';
