import type { EntityManager } from '@mikro-orm/postgresql';
import { MARK_START, MARK_STOP, snippetHtml } from './snippets.js';

/** The text-search configurations a locale can map to (the migration's `search_config`). */
const CONFIGS = { en: 'english', nl: 'dutch', de: 'german', fr: 'french' } as const;
type Config = (typeof CONFIGS)[keyof typeof CONFIGS] | 'simple';
const ALL_CONFIGS: readonly Config[] = [...Object.values(CONFIGS), 'simple'];

function configOf(locale: string): Config {
  return (CONFIGS as Record<string, Config | undefined>)[locale] ?? 'simple';
}

/** Shorter terms are too unspecific to correct. */
const TYPO_MIN_LENGTH = 4;
const HEADLINE = `StartSel=${MARK_START}, StopSel=${MARK_STOP}, MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`;

export interface SearchQuery {
  term: string;
  locales: readonly string[];
  pageTypes: readonly string[];
  count: number;
  offset: number;
}

export interface SearchResult {
  pageID: number;
  locale: string;
  slug: string;
  type: string;
  title: string;
  /** HTML: escaped text with the matched words in `<mark>`. */
  snippet: string;
  score: number;
}

export interface SearchAnswer {
  total: number;
  results: SearchResult[];
}

/**
 * All words required, the last one as a prefix (it is still being typed): `'vacatures' &
 * 'amst':*`. The finished words match exactly (stemmed), which lets the index skip through the
 * long lists of common words instead of expanding every word's prefix.
 */
export function prefixQuery(term: string, operator: '&' | '|' = '&'): string {
  const words = wordsOf(term);
  return words.map((w, i) => (i === words.length - 1 ? `'${w}':*` : `'${w}'`)).join(` ${operator} `);
}

/** Configurations that parse the term alike, and how: one index scan serves them all. */
interface ParsedGroup {
  configs: Config[];
  /** Every word required: what matches. */
  query: string;
  /**
   * Any of the words: what ranks. All of them are there in a match anyway, and ts_rank of an
   * `&` query weighs every pair of positions: 7 s for three words common in 100,000 pages,
   * against 0.2 s this way.
   */
  rank: string;
}

const wordsOf = (term: string) => term.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean).slice(0, 10);

/**
 * The term with each word not in any indexed title replaced by the closest one that is
 * (pg_trgm similarity over `search_word`, the titles' vocabulary); undefined when no word changes.
 */
async function correctedTerm(em: EntityManager, term: string): Promise<string | undefined> {
  const words = wordsOf(term);
  if (!words.length) return undefined;
  const rows = await em.execute<{ word: string | null }[]>(
    `select coalesce(
       (select w."word" from "search_word" w where w."word" = q."word"),
       (select w."word" from "search_word" w where w."word" % q."word" order by similarity(w."word", q."word") desc, w."word" limit 1)) as "word"
     from (values ${words.map((_, i) => `(?, ${i})`).join(', ')}) q("word", "i") order by q."i"`,
    words,
  );
  const fixed = words.map((word, i) => rows[i]?.word ?? word);
  return fixed.some((word, i) => word !== words[i]) ? fixed.join(' ') : undefined;
}

const configsOf = (group: ParsedGroup) => group.configs.map((c) => `'${c}'::regconfig`).join(', ');

/** The term as each configuration parses it (stemmed, stop words dropped), grouped by the outcome. */
async function parsedGroups(em: EntityManager, term: string, configs: readonly Config[]): Promise<ParsedGroup[]> {
  const rows = await em.execute<{ config: Config; query: string; rank: string }[]>(
    `select c as "config", to_tsquery(c::regconfig, ?)::text as "query", to_tsquery(c::regconfig, ?)::text as "rank"
     from (values ${configs.map((c) => `('${c}')`).join(', ')}) v(c)`,
    [prefixQuery(term), prefixQuery(term, '|')],
  );
  const groups = new Map<string, ParsedGroup>();
  for (const { config, query, rank } of rows) {
    if (query) groups.set(query, { query, rank, configs: [...(groups.get(query)?.configs ?? []), config] });
  }
  return [...groups.values()];
}

interface Row {
  pageID: number;
  locale: string;
  slug: string;
  type: string;
  title: string;
  headline: string;
  score: number;
  total: string;
}

/**
 * One statement: matches in the current generation (full text with the row's own language
 * configuration), ranked (title and SEO title weigh most, then headings, SEO description, body),
 * counted, and only the requested slice gets a snippet. `configLocales` are the locales whose
 * language configurations can occur (the asked ones, else the available ones): the term is
 * parsed once per configuration beforehand, and configurations parsing it alike share one
 * index scan. When nothing matches, misspelt words are corrected against the titles'
 * vocabulary and the corrected term is searched instead (`corrected`).
 */
export async function searchIndex(em: EntityManager, query: SearchQuery, configLocales: readonly string[], corrected = false): Promise<SearchAnswer> {
  if (!prefixQuery(query.term)) return { total: 0, results: [] };
  const term = query.term.trim().toLowerCase();
  const groups = await parsedGroups(em, query.term, configLocales.length ? [...new Set(configLocales.map(configOf))] : ALL_CONFIGS);
  // Nothing but stop words: nothing to look for.
  if (!groups.length) return { total: 0, results: [] };
  // Values are bound in the order their placeholders appear; config names come from the fixed list above.
  const values: (string | number)[] = [];
  const bind = (value: string | number) => {
    values.push(value);
    return '?';
  };
  const list = (items: readonly string[]) => items.map(bind).join(', ');
  const [only] = groups;
  const rowQuery = (of: 'query' | 'rank') => (groups.length === 1 && only
    ? `${bind(only[of])}::tsquery`
    : `case ${groups.map((g) => `when e."config" in (${configsOf(g)}) then ${bind(g[of])}::tsquery`).join(' ')} end`);
  const matches = () => `(${groups.map((g) => `(e."config" in (${configsOf(g)}) and e."document" @@ ${bind(g.query)}::tsquery)`).join(' or ')})`;
  // Every match is scored where it is read (materialized: the planner would otherwise put off
  // ranking until after the count and carry every document through it), so counting and
  // sorting handle narrow rows; only the slice's ten or so rows are read again whole (body,
  // for the snippet).
  const sql = `
    with "matched" as materialized (
      select e."generation", e."page_id",
        ts_rank(e."document", ${rowQuery('rank')}) as "score"
      from "search_entry" e
      where e."generation" = (select "generation" from "search_index_state")
        ${query.locales.length ? `and e."locale" in (${list(query.locales)})` : ''}
        ${query.pageTypes.length ? `and e."type" in (${list(query.pageTypes)})` : ''}
        and ${matches()}
    )
    select e."page_id" as "pageID", e."locale", e."slug", e."type", e."title", m."score", m."total",
      ts_headline(e."config", e."body", ${rowQuery('rank')}, '${HEADLINE}') as "headline"
    from (
      select "generation", "page_id", "score", count(*) over () as "total"
      from "matched" order by "score" desc, "page_id"
      limit ${bind(query.count)} offset ${bind(query.offset)}
    ) m
    join "search_entry" e on e."generation" = m."generation" and e."page_id" = m."page_id"
    order by m."score" desc, m."page_id"`;
  const rows = await em.execute<Row[]>(sql, values);
  if (!rows[0] && !corrected && term.length >= TYPO_MIN_LENGTH) {
    const fixed = await correctedTerm(em, term);
    if (fixed) return searchIndex(em, { ...query, term: fixed }, configLocales, true);
  }
  // Past the last result there is no row to carry the total: count with the first one.
  const total = rows[0] ? Number(rows[0].total) : query.offset > 0 ? (await searchIndex(em, { ...query, offset: 0, count: 1 }, configLocales, corrected)).total : 0;
  return {
    total,
    results: rows.map((r) => ({ pageID: r.pageID, locale: r.locale, slug: r.slug, type: r.type, title: r.title, snippet: snippetHtml(r.headline), score: Number(r.score) })),
  };
}
