import type { OperationContext } from '../../../operations/define.js';
import { mediaRuntime } from '../runtime.js';
import { USES } from '../usage-sql.js';
import type { DeliverableFile } from './deliverable-file.js';

const DELIVERABLE = `f."id", f."hash", f."file_name" as "fileName", f."mime_type" as "mimeType", f."width", f."height", f."shared",
  f."version", f."focal_x" as "focalX", f."focal_y" as "focalY"`;

/** Remembered per process until the next content event: a cached image asks the database nothing. */
function remembered(ctx: OperationContext, key: string, load: () => Promise<DeliverableFile | undefined>): Promise<DeliverableFile | undefined> {
  return mediaRuntime(ctx.services).deliverables.fetch(key, load);
}

/**
 * The image `fileId` and whether a published version uses it (with exactly this crop, when
 * one is given), in one statement: visitors may fetch such files by id, and only the crops
 * pages publish, so the renditions a visitor can make the server compute stay bounded.
 */
export function deliverableById(ctx: OperationContext, fileId: number, crop?: Record<string, number>): Promise<DeliverableFile | undefined> {
  return remembered(ctx, `id/${fileId}/${JSON.stringify(crop ?? null)}`, () => queryById(ctx, fileId, crop));
}

async function queryById({ em }: OperationContext, fileId: number, crop?: Record<string, number>): Promise<DeliverableFile | undefined> {
  const cropCondition = crop ? `and jsonb_path_exists(jsonb_build_array(v."blocks", v."type_data", v."seo_image"), ?::jsonpath, ?::jsonb)` : '';
  const cropParams = crop
    ? [
        `$.** ? (@.fileID == $id && ${Object.keys(crop)
          .map((k) => `@.cropParams.${k} == $crop.${k}`)
          .join(' && ')})`,
        JSON.stringify({ id: fileId, crop }),
      ]
    : [];
  const [row] = await em.execute<DeliverableFile[]>(
    `select ${DELIVERABLE}, exists (
       select 1 from "page_version" v join "page" p on p."id" = v."page_id" and p."published_version_id" = v."id"
       where ${USES} ${cropCondition}
     ) as "published"
     from "media_file" f where f."id" = ?`,
    [`{${fileId}}`, ...cropParams, fileId],
  );
  return row;
}

/** Where a `get-page-file` group lives in a version, and the path to its entries. */
function groupLocation(group: string): { column: string; path: string; key?: string } | undefined {
  const block = /^block_(images|files)_(.+)$/.exec(group);
  if (block?.[1] && block[2]) return { column: 'blocks', path: `$[*] ? (@.key == $key).__${block[1]}.*[*]`, key: block[2] };
  if (group === 'page_images' || group === 'page_files') return { column: 'type_data', path: `$.__${group.slice(5)}.*[*]` };
  if (group === 'seo_image') return { column: 'seo_image', path: '$[*]' };
  return undefined;
}

/**
 * The library file of an entry with this hash and name in the group (e.g. `block_images_{key}`)
 * of some version of the page, and whether its published version holds that entry, in one
 * statement. The entry's file comes first: after a replace its hash is no longer the entry's,
 * and the page's URL answers the new bytes. Else any file with the hash (an entry without id).
 */
export function deliverableInGroup(ctx: OperationContext, pageId: number, group: string, hash: string, fileName: string): Promise<DeliverableFile | undefined> {
  return remembered(ctx, `group/${pageId}/${group}/${hash}/${fileName}`, () => queryInGroup(ctx, pageId, group, hash, fileName));
}

async function queryInGroup({ em }: OperationContext, pageId: number, group: string, hash: string, fileName: string): Promise<DeliverableFile | undefined> {
  const location = groupLocation(group);
  if (!location) return undefined;
  const entry = `${location.path} ? (@.hash == $hash && @.fileName == $name)`;
  const vars = JSON.stringify({ key: location.key ?? '', hash, name: fileName });
  const [row] = await em.execute<DeliverableFile[]>(
    `with "entry_files" as (
       select distinct (e ->> 'fileID')::int as "id" from "page_version" v, jsonb_path_query(v."${location.column}", ?::jsonpath, ?::jsonb) e
       where v."page_id" = ? and jsonb_typeof(e -> 'fileID') = 'number'
     )
     select ${DELIVERABLE}, exists (
       select 1 from "page" p join "page_version" v on v."id" = p."published_version_id"
       where p."id" = ? and jsonb_path_exists(v."${location.column}", ?::jsonpath, ?::jsonb)
     ) as "published"
     from "media_file" f where f."id" in (select "id" from "entry_files") or f."hash" = ?
     order by f."id" in (select "id" from "entry_files") desc, f."id" limit 1`,
    [entry, vars, pageId, pageId, entry, vars, hash],
  );
  return row;
}
