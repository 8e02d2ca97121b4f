import type { EntityManager } from '@mikro-orm/postgresql';
import { MARK_START, MARK_STOP, snippetHtml } from './snippets.js';
import { correctedTerm, lexemesOf, parsedGroups, prefixQuery, TYPO_MIN_LENGTH, wordsOf, type ParsedGroup } from './terms.js';
import type { SearchAnswer } from './views.js';

const HEADLINE = `StartSel=${MARK_START}, StopSel=${MARK_STOP}, MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`;
const CURRENT = `(select "generation" from "search_index_state")`;
/**
 * The snippet is taken from this many characters of the body, from a little before the first
 * word of the term found in it: ts_headline parses and stems all the text it is given (0.5 ms a
 * result for a body of 1,300 characters, and it grows with the page).
 */
const EXCERPT = { before: 150, length: 600 };

export interface SearchQuery {
  term: string;
  locales: readonly string[];
  pageTypes: readonly string[];
  count: number;
  offset: number;
}

/**
 * What a common term may cost. Counting and ranking every match is exact but costs about 2 µs a
 * match in PostgreSQL (a word in 20,000 of 100,000 pages: 65 ms), and a GIN index finds matches
 * in no useful order. So, as search engines do past a bound (Elasticsearch counts exactly up to
 * 10,000 hits), a term with more than `exactUpTo` matches is ranked among its `window` newest
 * matches plus `window` pages holding it in their title, SEO title or headings (an old landing
 * page still comes first), and its total is estimated from how far back the newest matches reach.
 */
export interface SearchLimits {
  exactUpTo: number;
  window: number;
}

export const SEARCH_LIMITS: SearchLimits = { exactUpTo: 1000, window: 250 };

/** SQL with `?` placeholders; values are bound in the order their placeholders appear. */
class Statement {
  readonly values: (string | number)[] = [];

  bind(value: string | number): string {
    this.values.push(value);
    return '?';
  }

  list(items: readonly string[]): string {
    return items.map((item) => this.bind(item)).join(', ');
  }
}

// Config names come from a fixed list (terms.ts), never from the request.
const configsOf = (group: ParsedGroup) => group.configs.map((c) => `'${c}'::regconfig`).join(', ');

/** The query of the row's own language configuration. */
function perConfig(s: Statement, groups: readonly ParsedGroup[], of: 'query' | 'rank'): string {
  const [only] = groups;
  return groups.length === 1 && only
    ? `${s.bind(only[of])}::tsquery`
    : `case ${groups.map((g) => `when e."config" in (${configsOf(g)}) then ${s.bind(g[of])}::tsquery`).join(' ')} end`;
}

/** Entries of the current generation, in the asked locales and page types. */
function asked(s: Statement, query: SearchQuery): string {
  return `e."generation" = ${CURRENT}
    ${query.locales.length ? `and e."locale" in (${s.list(query.locales)})` : ''}
    ${query.pageTypes.length ? `and e."type" in (${s.list(query.pageTypes)})` : ''}`;
}

/**
 * ...holding every word (with the row's own configuration; configurations parsing the term alike
 * share one index scan), in the whole document or only in its title, SEO title and headings (its
 * weights A and B: `search_entry_head_index`).
 */
function matching(s: Statement, query: SearchQuery, groups: readonly ParsedGroup[], within: 'document' | 'titles' = 'document'): string {
  const text = within === 'document' ? 'e."document"' : `ts_filter(e."document", '{a,b}')`;
  return `${asked(s, query)}
    and (${groups.map((g) => `(e."config" in (${configsOf(g)}) and ${text} @@ ${s.bind(g.query)}::tsquery)`).join(' or ')})`;
}

/**
 * The asked slice of the CTE `scored` (generation, page_id, score), best first (title and SEO
 * title weigh most, then headings, SEO description, body). Scores are computed where the rows are
 * read, and only the slice's rows are read again whole (body, for the snippet).
 */
function rankedSlice(s: Statement, query: SearchQuery, groups: readonly ParsedGroup[]): string {
  // Where to look: the words as typed (a prefix too) and as stemmed (the inflected form may differ).
  const cues = [...new Set([...wordsOf(query.term), ...groups.flatMap((g) => lexemesOf(g.rank))])];
  const excerpt = `coalesce((select substr(e."body", greatest(1, min(p) - ${EXCERPT.before}), ${EXCERPT.length})
      from unnest(array[${s.list(cues)}]::text[]) w, strpos(lower(e."body"), w) p where p > 0), e."body")`;
  return `select e."page_id" as "pageID", e."locale", e."slug", e."type", e."title", m."score",
      (select v."tags" from "page_version" v where v."id" = e."version_id") as "tags",
      ts_headline(e."config", ${excerpt}, ${perConfig(s, groups, 'rank')}, '${HEADLINE}') as "headline"
    from (select * from "scored" order by "score" desc, "page_id" limit ${s.bind(query.count)} offset ${s.bind(query.offset)}) m
    join "search_entry" e on e."generation" = m."generation" and e."page_id" = m."page_id"
    order by m."score" desc, m."page_id"`;
}

interface Row {
  pageID: number;
  locale: string;
  slug: string;
  type: string;
  title: string;
  tags: string[] | null;
  headline: string;
  score: number;
}

/**
 * A word the statistics do not list is guessed to be in half as many entries as their rarest
 * listed word (0.5 % at 1,000,000 pages: 5,040 entries), a prefix in about 1.2 %; either passed
 * for common and sent a term in no page to the walk through every entry for its newest matches
 * (minutes). Common, from the statistics, means more than this share of the entries; below it
 * the matches are counted.
 */
const COMMON_SHARE = 0.05;
let entries = { count: 0, at: -Infinity };

/** The index's entries, as PostgreSQL's statistics know them (refreshed once a minute per process). */
async function indexedEntries(em: EntityManager): Promise<number> {
  if (Date.now() - entries.at > 60_000) {
    const [row] = await em.execute<{ n: number }[]>(`select greatest(reltuples, 0)::float8 as "n" from pg_class where oid = 'search_entry'::regclass`);
    entries = { count: Number(row?.n ?? 0), at: Date.now() };
  }
  return entries.count;
}

/**
 * How many pages match, up to `exactUpTo + 1`; or `'common'` when PostgreSQL's statistics say so
 * plainly (the frequencies of the most common lexemes, fresh after every rebuild: five times
 * `exactUpTo`). Asking the planner costs 1 ms; counting a word in 20,000 pages up to the bound
 * costs 11 ms, most of it the text index collecting them all. A wrong guess costs time, not
 * results: a window holding every match ranks them all.
 */
async function matchesUpTo(em: EntityManager, query: SearchQuery, groups: readonly ParsedGroup[], limits: SearchLimits): Promise<number | 'common'> {
  const e = new Statement();
  const [plan] = await em.execute<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }[]>(
    `explain (format json) select 1 from "search_entry" e where ${matching(e, query, groups)}`,
    e.values,
  );
  const common = Math.max(5 * limits.exactUpTo, COMMON_SHARE * (await indexedEntries(em)));
  if ((plan?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0) > common) return 'common';
  const s = new Statement();
  // Through the text index, never a sequential scan: under LIMIT the planner expects a prefix it
  // cannot estimate (`'4242':*`) to fill the limit early in the table and reads the whole of it
  // when it matches a few pages (1.9 s at 1,000,000 pages, against 4 ms through the index).
  const [row] = await withoutSequentialScan(em, (tx) =>
    tx.execute<{ n: number }[]>(
      `select count(*)::int as "n" from (select 1 from "search_entry" e where ${matching(s, query, groups)} limit ${s.bind(limits.exactUpTo + 1)}) m`,
      s.values,
    ),
  );
  return row?.n ?? 0;
}

/** Runs `read` in a transaction whose planner may not scan tables sequentially (nor, `bitmap` false, by bitmap). */
function withoutSequentialScan<T>(em: EntityManager, read: (tx: EntityManager) => Promise<T>, bitmap = true): Promise<T> {
  return em.transactional(async (tx) => {
    await tx.execute(`set local enable_seqscan = off${bitmap ? '' : '; set local enable_bitmapscan = off'}`);
    return read(tx);
  });
}

/** Every match ranked: the slice. */
function rankAll(em: EntityManager, query: SearchQuery, groups: readonly ParsedGroup[]): Promise<Row[]> {
  const s = new Statement();
  const sql = `with "scored" as materialized (
      select e."generation", e."page_id", ts_rank(e."document", ${perConfig(s, groups, 'rank')}) as "score"
      from "search_entry" e where ${matching(s, query, groups)})
    ${rankedSlice(s, query, groups)}`;
  return em.execute<Row[]>(sql, s.values);
}

interface Newest {
  pageID: number;
  /** The id range of the asked entries (locales, page types), for the estimate. */
  first: number;
  last: number;
}

/**
 * The term's newest matches, walking the primary key backwards. `forced`: the planner may not
 * collect the matches through the text index first, which it does when it underrates the term (a
 * prefix; 55 ms at 20,000 matches); when its statistics call the term common, it walks by itself.
 */
async function newestMatches(em: EntityManager, query: SearchQuery, groups: readonly ParsedGroup[], window: number, forced: boolean): Promise<Newest[]> {
  const s = new Statement();
  const sql = `select e."page_id" as "pageID",
      (select min(e."page_id") from "search_entry" e where ${asked(s, query)}) as "first",
      (select max(e."page_id") from "search_entry" e where ${asked(s, query)}) as "last"
    from "search_entry" e where ${matching(s, query, groups)}
    order by e."generation" desc, e."page_id" desc limit ${s.bind(window)}`;
  if (!forced) return em.execute<Newest[]>(sql, s.values);
  return withoutSequentialScan(em, (tx) => tx.execute<Newest[]>(sql, s.values), false);
}

/** A common term: ranked within a window of its matches (see `SearchLimits`). */
async function rankWindow(
  em: EntityManager,
  query: SearchQuery,
  groups: readonly ParsedGroup[],
  limits: SearchLimits,
  forced: boolean,
): Promise<[Row[], number, boolean]> {
  // A later page of results needs a window that reaches it.
  const window = Math.max(limits.window, query.offset + query.count);
  const newest = await newestMatches(em, query, groups, window, forced);
  const s = new Statement();
  const rows = await em.execute<Row[]>(
    `with "candidates" as (
       select unnest(${s.bind(`{${newest.map((row) => row.pageID).join(',')}}`)}::int[]) as "page_id"
       union
       (select e."page_id" from "search_entry" e where ${matching(s, query, groups, 'titles')} limit ${s.bind(window)})),
     "scored" as materialized (
       select e."generation", e."page_id", ts_rank(e."document", ${perConfig(s, groups, 'rank')}) as "score"
       from "candidates" c join "search_entry" e on e."generation" = ${CURRENT} and e."page_id" = c."page_id")
     ${rankedSlice(s, query, groups)}`,
    s.values,
  );
  // Fewer than the window: those were all the matches (the count raced a change).
  const oldest = newest.at(-1);
  if (newest.length < window || !oldest) return [rows, newest.length, false];
  // Matches are spread over page ids about evenly: the share of the id range the newest ones
  // cover is the share of all matches they are.
  const estimate = Math.round((window * (oldest.last - oldest.first + 1)) / (oldest.last - oldest.pageID + 1));
  return [rows, Math.max(estimate, limits.exactUpTo + 1), true];
}

const answerOf = (rows: Row[], total: number, totalIsEstimate: boolean): SearchAnswer => ({
  total,
  totalIsEstimate,
  results: rows.map((r) => ({
    pageID: r.pageID,
    locale: r.locale,
    slug: r.slug,
    type: r.type,
    title: r.title,
    tags: r.tags ?? [],
    snippet: snippetHtml(r.headline),
    score: Number(r.score),
  })),
});

/**
 * Published pages matching the term. `configLocales` are the locales whose language
 * configurations can occur (the asked ones, else the available ones): the term is parsed once per
 * configuration beforehand. Matches are counted up to `limits.exactUpTo`: that many are ranked
 * exactly, more make a common term (`SearchLimits`). When nothing matches, misspelt words are
 * corrected against the titles' vocabulary and the corrected term is searched instead.
 */
export async function searchIndex(
  em: EntityManager,
  query: SearchQuery,
  configLocales: readonly string[],
  limits = SEARCH_LIMITS,
  corrected = false,
): Promise<SearchAnswer> {
  if (!prefixQuery(query.term)) return answerOf([], 0, false);
  const groups = await parsedGroups(em, query.term, configLocales);
  // Nothing but stop words: nothing to look for.
  if (!groups.length) return answerOf([], 0, false);
  // Common as typed: searched as words. The last word's prefix would add only longer words, and
  // collecting every match of a prefix through the text index is what costs most (60 ms for a word
  // in 20,000 pages, against 7 ms for the word). A window found through the statistics needs no
  // forcing; one found by counting does (see `newestMatches`).
  const asWords = groups.map((g) => ({ ...g, query: g.words }));
  const asWordsFound = await matchesUpTo(em, query, asWords, limits);
  if (asWordsFound === 'common' || asWordsFound > limits.exactUpTo)
    return answerOf(...(await rankWindow(em, query, asWords, limits, asWordsFound !== 'common')));
  // A term whose prefix stood for its own last word is the same query again.
  const found = groups.every((g) => g.query === g.words) ? asWordsFound : await matchesUpTo(em, query, groups, limits);
  if (found === 'common' || found > limits.exactUpTo) return answerOf(...(await rankWindow(em, query, groups, limits, found !== 'common')));
  if (found === 0) {
    const term = query.term.trim().toLowerCase();
    const fixed = !corrected && term.length >= TYPO_MIN_LENGTH ? await correctedTerm(em, term) : undefined;
    return fixed ? searchIndex(em, { ...query, term: fixed }, configLocales, limits, true) : answerOf([], 0, false);
  }
  return answerOf(found > query.offset ? await rankAll(em, query, groups) : [], found, false);
}
