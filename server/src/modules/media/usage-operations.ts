import { defineOperation } from '../../operations/define.js';
import { recordId } from '../../operations/fields.js';
import { listInput, type ListPage } from '../../operations/pagination.js';
import { MEDIA_READERS } from './access.js';
import { findFile } from './lookup.js';
import { pagesUsingFiles, type MediaUsageView } from './usage.js';

/** POST medialib/list-pages-by-file: the pages (and how many of their versions) using a file. */
export const listPagesByFile = defineOperation({
  name: 'media.listPagesByFile',
  access: MEDIA_READERS,
  kind: 'read',
  input: listInput(['updatedAt', 'createdAt', 'title'], 'updatedAt').extend({ fileID: recordId }),
  async run(ctx, input): Promise<ListPage<MediaUsageView>> {
    await findFile(ctx.em, input.fileID, 'fileID');
    return pagesUsingFiles(ctx.em, [input.fileID], input);
  },
});
