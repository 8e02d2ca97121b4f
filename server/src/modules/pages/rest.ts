import { route } from '../../http/rest.js';
import { createPage, deletePage, fetchVersion, getBySlug, getPage, linkedFrom, listPages, slugAvailable, storeVersion } from './page-operations.js';
import { createPreviewDraft, fetchPreviewDraft } from './preview-drafts.js';
import { compareVersions, listHistory, restoreVersion, savePage } from './history-operations.js';
import { discardWorkingDraft, getWorkingDraft, saveWorkingDraft } from './working-draft-operations.js';
import { anchorAvailable, createTranslation, duplicatePage, getMultiple, getPages, getSiblingSlugs, searchPages } from './related-operations.js';

/** The REST page calls of the content core; fixed paths come before `page/:id`. */
export const pageRoutes = [
  route({ method: 'post', path: '/page/create', operation: createPage }),
  route({ method: 'post', path: '/page/list', operation: listPages }),
  route({ method: 'post', path: '/page/slug-available', operation: slugAvailable }),
  route({ method: 'post', path: '/page/get-by-slug', operation: getBySlug }),
  // The page query of a headless front end: published content, the same for every visitor, so
  // kept and tagged like a page (RouteSpec.shared); a signed-in caller's carries its CSRF token.
  route({ method: 'get', path: '/page/get-by-slug-query', operation: getBySlug, shared: true, cacheControl: 'private, no-cache' }),
  route({ method: 'post', path: '/page/get-multiple', operation: getMultiple, output: (items) => ({ items }) }),
  route({ method: 'post', path: '/page/search', operation: searchPages, output: (items) => ({ items }) }),
  route({ method: 'post', path: '/page/get-pages', operation: getPages, output: (items) => ({ items }) }),
  route({ method: 'get', path: '/page/get-sibling-slugs/:id', operation: getSiblingSlugs, output: (siblings) => ({ siblings }) }),
  route({ method: 'post', path: '/page/anchor-available', operation: anchorAvailable }),
  route({ method: 'post', path: '/page/create-translation', operation: createTranslation }),
  route({ method: 'post', path: '/page/duplicate', operation: duplicatePage }),
  route({ method: 'get', path: '/page/version/fetch/:id', operation: fetchVersion, output: (pageVersion) => ({ pageVersion }) }),
  route({ method: 'get', path: '/page/version/compare', operation: compareVersions }),
  route({ method: 'post', path: '/page/version/:id/store', operation: storeVersion }),
  route({ method: 'post', path: '/page/version/:id/restore', operation: restoreVersion }),
  route({ method: 'post', path: '/page/preview-draft', operation: createPreviewDraft }),
  route({
    method: 'get',
    path: '/page/preview-draft/:token',
    operation: fetchPreviewDraft,
    output: (previewDraft) => ({ previewDraft }),
    cacheControl: 'no-store',
  }),
  route({ method: 'put', path: '/page/:id/save', operation: savePage }),
  route({ method: 'post', path: '/page/:pageID/working-draft', operation: saveWorkingDraft }),
  route({ method: 'post', path: '/page/:pageID/working-draft/discard', operation: discardWorkingDraft }),
  route({ method: 'get', path: '/page/:pageID/working-draft', operation: getWorkingDraft, cacheControl: 'no-store' }),
  route({ method: 'get', path: '/page/:id/history', operation: listHistory }),
  route({ method: 'get', path: '/page/:id/linked-from', operation: linkedFrom, output: (pages) => ({ linkedFrom: pages }) }),
  route({ method: 'post', path: '/page/:id/delete', operation: deletePage }),
  route({ method: 'get', path: '/page/:id', operation: getPage }),
];
