import type { EntityManager } from '@mikro-orm/postgresql';
import { MARK_START, MARK_STOP, snippetHtml } from './snippets.js';

/** The text-search configurations a locale can map to (the migration's `search_config`). */
const CONFIGS = { en: 'english', nl: 'dutch', de: 'german', fr: 'french' } as const;
type Config = (typeof CONFIGS)[keyof typeof CONFIGS] | 'simple';
const ALL_CONFIGS: readonly Config[] = [...Object.values(CONFIGS), 'simple'];

function configOf(locale: string): Config {
  return (CONFIGS as Record<string, Config | undefined>)[locale] ?? 'simple';
}

/** Titles this close to the term (pg_trgm word similarity) match despite a typo. */
const TYPO_SIMILARITY = 0.5;
/** Shorter terms are too unspecific for a fuzzy title match. */
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

/** Every word as a prefix (as-you-type), all of them required: `'vacatur':* & 'amsterdam':*`. */
export function prefixQuery(term: string): string {
  const words = term.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean).slice(0, 10);
  return words.map((w) => `'${w}':*`).join(' & ');
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
 * parsed once per configuration, not once per row. Only when nothing matches are titles within
 * typo distance looked for (`typos`): a similarity scan over every title costs more than the
 * whole text search.
 */
export async function searchIndex(em: EntityManager, query: SearchQuery, configLocales: readonly string[], typos = false): Promise<SearchAnswer> {
  const tsquery = prefixQuery(query.term);
  if (!tsquery) return { total: 0, results: [] };
  const term = query.term.trim().toLowerCase();
  const configs = configLocales.length ? [...new Set(configLocales.map(configOf))] : ALL_CONFIGS;
  // Values are bound in the order their placeholders appear; config names come from the fixed list above.
  const values: (string | number)[] = [];
  const bind = (value: string | number) => {
    values.push(value);
    return '?';
  };
  const list = (items: readonly string[]) => items.map(bind).join(', ');
  // An uncorrelated subquery: evaluated once per statement.
  const parsed = (config: Config) => `(select to_tsquery('${config}', ${bind(tsquery)}))`;
  const [only] = configs;
  const rowQuery = () => (configs.length === 1 && only ? parsed(only) : `case e."config" ${configs.map((c) => `when '${c}'::regconfig then ${parsed(c)}`).join(' ')} end`);
  const matches = () => (configs.length === 1 && only
    ? `e."config" = '${only}'::regconfig and e."document" @@ ${parsed(only)}`
    : `(${configs.map((c) => `(e."config" = '${c}'::regconfig and e."document" @@ ${parsed(c)})`).join(' or ')})`);
  // The ranked slice is chosen on narrow rows (id and score); only its ten or so rows are read
  // whole (body, for the snippet): carrying every match's body through the sort cost more than
  // the search itself.
  const sql = `
    select e."page_id" as "pageID", e."locale", e."slug", e."type", e."title", m."score", m."total",
      ts_headline(e."config", e."body", ${rowQuery()}, '${HEADLINE}') as "headline"
    from (
      select e."generation", e."page_id",
        ${typos ? `word_similarity(${bind(term)}, e."search_title")` : `ts_rank(e."document", ${rowQuery()})`} as "score",
        count(*) over () as "total"
      from "search_entry" e
      where e."generation" = (select "generation" from "search_index_state")
        ${query.locales.length ? `and e."locale" in (${list(query.locales)})` : ''}
        ${query.pageTypes.length ? `and e."type" in (${list(query.pageTypes)})` : ''}
        and ${typos ? `e."search_title" %> ${bind(term)}` : matches()}
      order by "score" desc, e."page_id"
      limit ${bind(query.count)} offset ${bind(query.offset)}
    ) m
    join "search_entry" e on e."generation" = m."generation" and e."page_id" = m."page_id"
    order by m."score" desc, m."page_id"`;
  // The threshold of `%>` is a setting: set for this transaction only, so pooled connections keep the default.
  const rows = typos
    ? await em.transactional(async (tx) => {
      await tx.execute(`set local pg_trgm.word_similarity_threshold = ${TYPO_SIMILARITY}`);
      return tx.execute<Row[]>(sql, values);
    })
    : await em.execute<Row[]>(sql, values);
  if (!rows[0] && !typos && query.offset === 0 && term.length >= TYPO_MIN_LENGTH) return searchIndex(em, query, configLocales, true);
  // Past the last result there is no row to carry the total: count with the first one.
  const total = rows[0] ? Number(rows[0].total) : query.offset > 0 ? (await searchIndex(em, { ...query, offset: 0, count: 1 }, configLocales, typos)).total : 0;
  return {
    total,
    results: rows.map((r) => ({ pageID: r.pageID, locale: r.locale, slug: r.slug, type: r.type, title: r.title, snippet: snippetHtml(r.headline), score: Number(r.score) })),
  };
}
