import { defineOperation } from '../../operations/define.js';
import { recordId } from '../../operations/fields.js';
import { keysetInput } from '../../operations/keyset.js';
import type { CursorListPage } from '../../operations/keyset-list.js';
import { listInput } from '../../operations/pagination.js';
import { MEDIA_READERS } from './access.js';
import { findFile } from './lookup.js';
import { pagesUsingFiles, type MediaUsageView } from './usage.js';

/** POST medialib/list-pages-by-file: the pages (and how many of their versions) using a file; by pageIndex or cursor. */
export const listPagesByFile = defineOperation({
  name: 'media.listPagesByFile',
  access: MEDIA_READERS,
  kind: 'read',
  input: listInput(['updatedAt', 'createdAt', 'title'], 'updatedAt').extend({ fileID: recordId, ...keysetInput }),
  async run(ctx, input): Promise<CursorListPage<MediaUsageView>> {
    await findFile(ctx.em, input.fileID, 'fileID');
    return pagesUsingFiles(ctx.em, [input.fileID], input);
  },
});
