import { Field, Float, Int, ObjectType } from 'type-graphql';
import { CursorListFields } from '../../graphql/list-args.js';
import type { ListPage } from '../../operations/pagination.js';
import type { MediaDirView } from './folder-operations.js';
import type { MediaKind } from './types.js';
import type { MediaUsageView } from './usage.js';
import type { MediaFileView, MediaFolderView } from './views.js';

@ObjectType('MediaFolder')
export class MediaFolderType implements MediaFolderView {
  @Field(() => Int) id!: number;
  @Field({ description: 'Absolute: `/` is the root, `/a/b` a folder.' }) path!: string;
  @Field({ description: 'The last segment of the path (empty for the root).' }) folderName!: string;
  @Field(() => String, { nullable: true }) parentPath!: string | null;
}

@ObjectType('MediaFile')
export class MediaFileType implements MediaFileView {
  @Field(() => Int) id!: number;
  @Field({ description: 'The folder the file is in.' }) path!: string;
  @Field() fileName!: string;
  @Field({ description: 'SHA-256 of the content: the `hash` of image and file entries.' }) hash!: string;
  @Field(() => Int, { description: 'Bytes.' }) size!: number;
  @Field({ description: 'Judged from the content.' }) mimeType!: string;
  @Field(() => String, { description: 'image, video, document or text.' }) kind!: MediaKind;
  @Field(() => Int, { nullable: true, description: 'Images: pixels, EXIF orientation applied (the space of cropParams).' }) width!: number | null;
  @Field(() => Int, { nullable: true }) height!: number | null;
  @Field() defaultAltText!: string;
  @Field({ description: 'Served to anyone by id, even when no published page uses it.' }) shared!: boolean;
  @Field(() => Float, { nullable: true, description: 'Images: focal point x, a fraction (0..1) of the width; null: centre.' }) focalX!: number | null;
  @Field(() => Float, { nullable: true, description: 'Images: focal point y, a fraction (0..1) of the height.' }) focalY!: number | null;
  @Field({ description: 'Changes with the bytes and the focal point: delivery URLs carrying it as `v=` are cached for a year.' }) version!: string;
  @Field(() => Int, { description: 'Pages some version of which (history included) uses the file.' }) usageCount!: number;
  @Field(() => String, {
    nullable: true,
    description: 'Images: preview-image URL with the version (add `&w=` for a narrower variant, `&ar=` for proportions).',
  })
  previewUrl!: string | null;
  @Field() createdAt!: Date;
  @Field() updatedAt!: Date;
}

@ObjectType('MediaDir')
export class MediaDirType implements MediaDirView {
  @Field() path!: string;
  @Field(() => [MediaFolderType]) folders!: MediaFolderView[];
  @Field(() => [MediaFileType]) files!: MediaFileView[];
}

@ObjectType('MediaFileList')
export class MediaFileListType extends CursorListFields implements ListPage<MediaFileView> {
  @Field(() => [MediaFileType]) items!: MediaFileView[];
  @Field(() => Int) totalItems!: number;
}

@ObjectType('MediaUsage', { description: 'A page some version of which uses a media file.' })
export class MediaUsageType implements MediaUsageView {
  @Field(() => Int) pageID!: number;
  @Field() title!: string;
  @Field() slug!: string;
  @Field() locale!: string;
  @Field() type!: string;
  @Field(() => Int, { description: 'Versions of the page (history included) that use the file.' }) versions!: number;
  @Field() inHead!: boolean;
  @Field() inPublished!: boolean;
  @Field() createdAt!: Date;
  @Field() updatedAt!: Date;
}

@ObjectType('MediaUsageList')
export class MediaUsageListType extends CursorListFields implements ListPage<MediaUsageView> {
  @Field(() => [MediaUsageType]) items!: MediaUsageView[];
  @Field(() => Int) totalItems!: number;
}

@ObjectType('DeletedMediaFile')
export class DeletedMediaFileType {
  @Field(() => Int) id!: number;
  @Field(() => [MediaUsageType], { description: 'Pages that used the file (the first 25).' }) pages!: MediaUsageView[];
  @Field(() => Int) totalPages!: number;
}

@ObjectType('DeletedMediaFolder')
export class DeletedMediaFolderType {
  @Field(() => Int) id!: number;
  @Field() path!: string;
  @Field(() => Int, { description: 'Subfolders deleted with it.' }) folders!: number;
  @Field(() => Int, { description: 'Files deleted with it.' }) files!: number;
}
