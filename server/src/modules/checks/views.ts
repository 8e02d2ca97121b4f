import { z } from 'zod';
import { named, shownAs } from '../../operations/contract.js';

/** What the content-check operations answer: one declaration each for TypeScript and GraphQL (graphql/derive). */

const severity = shownAs('String', z.enum(['error', 'warning'])).describe('error or warning.');

/** One problem a check found in a version. */
export const checkProblemView = named(
  'ContentCheckProblem',
  z
    .object({
      check: z.string().describe('The id of the check (contentCheckCatalogue).'),
      severity,
      // Page-level problems: SEO fields, page-type data, the theme.
      blockKey: z.string().nullable().describe('The block it is in; null for page-level problems.'),
      // A path inside the block (`columns.1.html`) or the page.
      field: z.string().nullable().describe('The field, as a path inside the block or the page (seoTitle, typeData.photo).'),
      // The admin words the message per check id, in the editor's language.
      params: shownAs('JSONObject', z.record(z.string(), z.union([z.string(), z.number()]))).describe(
        'Values the message is filled with, per check (docs/editing.md).',
      ),
    })
    .describe('A problem a content check found in a version.'),
);

export const checkCatalogueEntryView = named(
  'ContentCheck',
  z.object({
    id: z.string(),
    label: z.string(),
    severity,
    blocking: z.boolean().describe('Its problems block publication (a site setting).'),
  }),
);

export const checksResultView = z.object({ problems: z.array(checkProblemView) });

export type CheckProblem = z.output<typeof checkProblemView>;
export type CheckCatalogueEntry = z.output<typeof checkCatalogueEntryView>;
export type ChecksResult = z.output<typeof checksResultView>;
