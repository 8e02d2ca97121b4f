/** The indexed expression of the media migration (GIN): the file ids a version `v`'s entries name. */
const VERSION_FILE_IDS = `media_file_ids(v."blocks", v."type_data", v."seo_image")`;

/** A version `v` uses any of the files of the bound int array. */
export const USES = `${VERSION_FILE_IDS} && ?::int[]`;

/** A version `v` uses the file whose id is the SQL `fileId` (a column of the outer query). */
export const usesFile = (fileId: string) => `${VERSION_FILE_IDS} && array[${fileId}]::int[]`;

/** How many pages some version of which uses the file whose id is the SQL `fileId`. */
export const usageCountOf = (fileId: string) => `(select count(distinct v."page_id")::int from "page_version" v where ${usesFile(fileId)})`;
