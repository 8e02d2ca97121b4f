import { rm } from 'node:fs/promises';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { Arg, Args, ArgsType, Ctx, Field, Float, InputType, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Guarded } from '../../graphql/access.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { CursorListArgs } from '../../graphql/list-args.js';
import { GraphQLUpload } from '../../graphql/upload.js';
import type { z } from 'zod';
import type { Operation, OperationContext } from '../../operations/define.js';
import { authorize, invoke } from '../../operations/invoke.js';
import { addFile, deleteFile, editFile, getFile, moveFile, searchFiles } from './file-operations.js';
import { createDir, deleteDirectory, getDir, moveDirectory } from './folder-operations.js';
import {
  DeletedMediaFileType,
  DeletedMediaFolderType,
  MediaDirType,
  MediaFileListType,
  MediaFileType,
  MediaFolderType,
  MediaUsageListType,
} from './graphql-types.js';
import { mediaRuntime } from './runtime.js';
import { receiveFile, type ReceivedFile } from './upload/receive.js';
import { replaceMediaFile } from './replace-operations.js';
import { setFocalPoint } from './focal-operations.js';
import { listPagesByFile } from './usage-operations.js';

@ArgsType()
class SearchMediaArgs extends CursorListArgs {
  @Field({ nullable: true, description: 'Folder searched, with everything below it (default `/`).' }) directory?: string;
  @Field({ nullable: true, description: 'Only files no page version uses (default false).' }) unused?: boolean;
}

/**
 * Runs an operation taking one uploaded file (field `f`): refused before the bytes are copied
 * (invoke() checks again), the upload received into a temp file that is removed afterwards.
 */
async function invokeWithUpload<I extends z.ZodType, O>(
  operation: Operation<I, O>,
  ctx: OperationContext,
  upload: Promise<FileUpload>,
  input: (received: ReceivedFile) => unknown,
): Promise<O> {
  authorize(operation.access, ctx.actor);
  const file = await upload;
  // A part without a file name has none (the type says string; busboy leaves it undefined).
  const received = await receiveFile(() => file.createReadStream(), file.filename ?? '', mediaRuntime(ctx.services).tempDir);
  try {
    return await invoke(operation, ctx, input(received));
  } finally {
    await rm(received.tempPath, { force: true });
  }
}

@InputType('EditMediaFileInput')
class EditMediaFileInput {
  @Field(() => Int) id!: number;
  @Field({ nullable: true, description: 'Folder to move to; unchanged when left out.' }) newPath?: string;
  @Field({ nullable: true }) newFileName?: string;
  @Field({ nullable: true }) defaultAltText?: string;
  @Field({ nullable: true }) shared?: boolean;
}

@Resolver()
export class MediaResolver {
  @Query(() => MediaDirType, { description: 'A folder: its subfolders and files (editors and librarians).' })
  @Guarded(getDir)
  mediaDir(@Arg('path', () => String, { nullable: true }) path: string | undefined, @Ctx() { ctx }: GraphQLContext) {
    return invoke(getDir, ctx, { path });
  }

  @Query(() => MediaFileType)
  @Guarded(getFile)
  mediaFile(@Arg('id', () => Int) id: number, @Ctx() { ctx }: GraphQLContext) {
    return invoke(getFile, ctx, { id });
  }

  @Query(() => MediaFileListType, { description: 'Files whose name contains the term, in a folder and below it.' })
  @Guarded(searchFiles)
  searchMediaFiles(@Args(() => SearchMediaArgs) args: SearchMediaArgs, @Ctx() { ctx }: GraphQLContext) {
    return invoke(searchFiles, ctx, args);
  }

  @Query(() => MediaUsageListType, { description: 'The pages (with how many versions) using a file.' })
  @Guarded(listPagesByFile)
  pagesByMediaFile(@Arg('fileID', () => Int) fileID: number, @Args(() => CursorListArgs) args: CursorListArgs, @Ctx() { ctx }: GraphQLContext) {
    return invoke(listPagesByFile, ctx, { ...args, fileID });
  }

  @Mutation(() => MediaFileType, { description: 'At most 100 MB (ML_01); judged by content against the allow-list (V_12).' })
  @Guarded(addFile)
  uploadMediaFile(
    @Arg('path', () => String, { nullable: true }) path: string | undefined,
    @Arg('f', () => GraphQLUpload) upload: Promise<FileUpload>,
    @Ctx() { ctx }: GraphQLContext,
  ) {
    return invokeWithUpload(addFile, ctx, upload, (f) => ({ path, f }));
  }

  @Mutation(() => MediaFileType, {
    description: 'New bytes for a file, keeping its id, name, URL and every use; the same kind, judged by content against its name (V_12).',
  })
  @Guarded(replaceMediaFile)
  replaceMediaFile(@Arg('id', () => Int) id: number, @Arg('f', () => GraphQLUpload) upload: Promise<FileUpload>, @Ctx() { ctx }: GraphQLContext) {
    return invokeWithUpload(replaceMediaFile, ctx, upload, (f) => ({ id, f }));
  }

  @Mutation(() => MediaFileType, { description: 'The focal point of an image as fractions (0..1); both null: the centre.' })
  @Guarded(setFocalPoint)
  setMediaFocalPoint(
    @Arg('id', () => Int) id: number,
    @Arg('focalX', () => Float, { nullable: true }) focalX: number | null,
    @Arg('focalY', () => Float, { nullable: true }) focalY: number | null,
    @Ctx() { ctx }: GraphQLContext,
  ) {
    return invoke(setFocalPoint, ctx, { id, focalX: focalX ?? null, focalY: focalY ?? null });
  }

  @Mutation(() => MediaFolderType, { description: 'V_06 when the folder holds that name already.' })
  @Guarded(createDir)
  createMediaFolder(
    @Arg('path', () => String, { nullable: true }) path: string | undefined,
    @Arg('folderName') folderName: string,
    @Ctx() { ctx }: GraphQLContext,
  ) {
    return invoke(createDir, ctx, { path, folderName });
  }

  @Mutation(() => MediaFolderType, { description: 'Renames and/or moves a folder with its contents (ML_02 when the new path exists).' })
  @Guarded(moveDirectory)
  moveMediaFolder(@Arg('oldPath') oldPath: string, @Arg('newPath') newPath: string, @Ctx() { ctx }: GraphQLContext) {
    return invoke(moveDirectory, ctx, { oldPath, newPath });
  }

  @Mutation(() => DeletedMediaFolderType, { description: 'A folder with contents needs confirm: true (409 V_07 otherwise, with what would go).' })
  @Guarded(deleteDirectory)
  deleteMediaFolder(@Arg('path') path: string, @Arg('confirm', { defaultValue: false }) confirm: boolean, @Ctx() { ctx }: GraphQLContext) {
    return invoke(deleteDirectory, ctx, { path, confirm });
  }

  @Mutation(() => MediaFileType, { description: 'ML_03 when the target folder holds the name already.' })
  @Guarded(moveFile)
  moveMediaFile(
    @Arg('id', () => Int) id: number,
    @Arg('newPath', () => String, { nullable: true }) newPath: string | undefined,
    @Arg('newFileName', () => String, { nullable: true }) newFileName: string | undefined,
    @Ctx() { ctx }: GraphQLContext,
  ) {
    return invoke(moveFile, ctx, { id, newPath, newFileName });
  }

  @Mutation(() => MediaFileType)
  @Guarded(editFile)
  editMediaFile(@Arg('input', () => EditMediaFileInput) input: EditMediaFileInput, @Ctx() { ctx }: GraphQLContext) {
    return invoke(editFile, ctx, input);
  }

  @Mutation(() => DeletedMediaFileType, { description: 'A file pages use needs confirm: true (409 V_07 otherwise, naming the pages).' })
  @Guarded(deleteFile)
  deleteMediaFile(@Arg('id', () => Int) id: number, @Arg('confirm', { defaultValue: false }) confirm: boolean, @Ctx() { ctx }: GraphQLContext) {
    return invoke(deleteFile, ctx, { id, confirm });
  }
}
