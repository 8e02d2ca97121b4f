import { z } from 'zod';
import { named } from '../../operations/contract.js';

/** What the search operations answer: one declaration each for TypeScript and GraphQL (graphql/derive). */

const searchResultView = named(
  'SearchResult',
  z
    .object({
      pageID: z.int(),
      locale: z.string(),
      slug: z.string(),
      type: z.string(),
      title: z.string(),
      tags: z.array(z.string()).describe("The page's public tags (they match like headings)."),
      snippet: z.string().describe('HTML: escaped text around the matches, each match in <mark>.'),
      score: z.number(),
    })
    .describe('A published page matching a search.'),
);

export const searchAnswerView = named(
  'SearchAnswer',
  z
    .object({
      total: z.int().describe('Matching pages; estimated when totalIsEstimate.'),
      totalIsEstimate: z
        .boolean()
        .describe('The term is common to thousands of pages: total is an estimate, and the results are ranked among its newest and its title matches.'),
      results: z.array(searchResultView),
    })
    .describe('A search result: the total and one slice of results.'),
);

export const indexStatusView = named(
  'SearchIndexStatus',
  z.object({
    pages: z.int().describe('Published pages in the index that answers searches.'),
    bytes: z.number().describe('Bytes on disk, indexes included.'),
    lastRebuildAt: z.date().nullable(),
    lastRebuildError: z.string().nullable(),
    rebuilding: z.boolean(),
    rebuildDone: z.int(),
    rebuildTotal: z.int(),
  }),
);

export type SearchResult = z.output<typeof searchResultView>;
export type SearchAnswer = z.output<typeof searchAnswerView>;
export type IndexStatus = z.output<typeof indexStatusView>;
