import type { EntityManager } from '@mikro-orm/postgresql';

/** The text-search configurations a locale can map to (the migration's `search_config`). */
const CONFIGS = { en: 'english', nl: 'dutch', de: 'german', fr: 'french' } as const;
type Config = (typeof CONFIGS)[keyof typeof CONFIGS] | 'simple';
const ALL_CONFIGS: readonly Config[] = [...Object.values(CONFIGS), 'simple'];

function configOf(locale: string): Config {
  return (CONFIGS as Record<string, Config | undefined>)[locale] ?? 'simple';
}

/** Shorter terms are too unspecific to correct. */
export const TYPO_MIN_LENGTH = 4;

export const wordsOf = (term: string) =>
  term
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 10);

/**
 * All words required, the last one as a prefix (it is still being typed): `'vacatures' &
 * 'amst':*`. The finished words match exactly (stemmed), which lets the index skip through the
 * long lists of common words instead of expanding every word's prefix. A word may also be found
 * as part of the longer words `compounds` gives for it: `('monteur' | 'servicemonteur')`.
 */
export function prefixQuery(
  term: string,
  operator: '&' | '|' = '&',
  lastAsPrefix = true,
  compounds: ReadonlyMap<string, readonly string[]> = new Map(),
): string {
  const words = wordsOf(term);
  return words
    .map((w, i) => {
      const item = lastAsPrefix && i === words.length - 1 ? `'${w}':*` : `'${w}'`;
      const longer = compounds.get(w) ?? [];
      return longer.length ? `(${[item, ...longer.map((c) => `'${c}'`)].join(' | ')})` : item;
    })
    .join(` ${operator} `);
}

/** Shorter words are not looked for inside others: too many words hold them. */
const COMPOUND_MIN_LENGTH = 4;
/** A title word a tsquery can quote as it is: letters and digits (punctuation beyond ASCII stays in `search_word`). */
const quotable = (word: string) => /^[\p{L}\p{N}]+$/u.test(word);
/** At most this many longer words per word of the term, the shortest first. */
const COMPOUND_LIMIT = 8;

/**
 * The words of the indexed titles (`search_word`, trigram-indexed) that hold a word of the term
 * inside them, as Dutch and German compounds do ('monteur' in 'servicemonteur'): PostgreSQL's
 * text search splits no compound, so each is searched as an alternative of the word. Only
 * the quotable ones.
 */
async function compoundsOf(em: EntityManager, term: string): Promise<Map<string, string[]>> {
  const words = [...new Set(wordsOf(term))].filter((w) => w.length >= COMPOUND_MIN_LENGTH);
  if (!words.length) return new Map();
  // One pattern per word, bound as a value: the planner sees it and takes the trigram index (the
  // order makes it collect the matches there rather than scan the table for the first eight).
  const rows = await em.execute<{ word: string; compounds: string[] }[]>(
    words
      .map(
        () => `select ?::text as "word", array(select w."word" from "search_word" w
       where w."word" like ? and w."word" <> ?
       order by length(w."word"), w."word" limit ${COMPOUND_LIMIT}) as "compounds"`,
      )
      .join(' union all '),
    words.flatMap((w) => [w, `%${w}%`, w]),
  );
  return new Map(rows.map((r) => [r.word, r.compounds.filter(quotable)] as const).filter(([, compounds]) => compounds.length));
}

/** Configurations that parse the term alike, and how: one index scan serves them all. */
export interface ParsedGroup {
  configs: Config[];
  /** Every word required: what matches. */
  query: string;
  /** Every word required, the last one too as a whole word. */
  words: string;
  /**
   * Any of the words: what ranks (and what finds title matches). All of them are there in a
   * match anyway, and ts_rank of an `&` query weighs every pair of positions: 7 s for three
   * words common in 100,000 pages, against 0.2 s this way.
   */
  rank: string;
}

/**
 * The term as each configuration parses it (stemmed, stop words dropped), grouped by the
 * outcome. `locales` are those whose configurations can occur (none: all of them).
 */
export async function parsedGroups(em: EntityManager, term: string, locales: readonly string[]): Promise<ParsedGroup[]> {
  const configs = locales.length ? [...new Set(locales.map(configOf))] : ALL_CONFIGS;
  const compounds = await compoundsOf(em, term);
  const rows = await em.execute<{ config: Config; query: string; words: string; rank: string }[]>(
    `select c as "config", to_tsquery(c::regconfig, ?)::text as "query", to_tsquery(c::regconfig, ?)::text as "words",
            to_tsquery(c::regconfig, ?)::text as "rank"
     from (values ${configs.map((c) => `('${c}')`).join(', ')}) v(c)`,
    [prefixQuery(term, '&', true, compounds), prefixQuery(term, '&', false, compounds), prefixQuery(term, '|', true, compounds)],
  );
  const groups = new Map<string, ParsedGroup>();
  for (const { config, query, words, rank } of rows) {
    if (query) groups.set(query, { query, words, rank, configs: [...(groups.get(query)?.configs ?? []), config] });
  }
  return expandPrefixes(em, [...groups.values()]);
}

/**
 * Only a prefix standing for one whole word is replaced: GIN skips through the other words' long
 * lists guided by a required word, and the words of an OR are each not required (a prefix scan is:
 * "pagina energie 4240" took 36 ms with `4240` as eleven numbers, 8 ms as a prefix).
 */
const EXPANSION_LIMIT = 1;
/** An item of a tsquery's text form, quotes doubled and backslashes escaped inside; a prefix item ends in `:*`. */
const QUOTED_ITEM = String.raw`'((?:[^'\\]|''|\\.)+)'`;
const ITEM = new RegExp(QUOTED_ITEM, 'g');
const PREFIX_ITEM = new RegExp(String.raw`${QUOTED_ITEM}:\*`, 'g');
const unquoted = (quoted: string) => quoted.replaceAll("''", "'").replaceAll(/\\(.)/g, '$1');

/** The lexemes of a tsquery's text form. */
export const lexemesOf = (tsquery: string): string[] => [...tsquery.matchAll(ITEM)].map((m) => unquoted(m[1] ?? ''));
const quoted = (lexeme: string) => `'${lexeme.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;

/**
 * The typed prefix in the groups' queries replaced by the whole lexeme of the index it stands for
 * (`search_lexeme`): `'ener':*` becomes `'energie'`, one posting list walked instead of GIN's
 * costliest scan. A prefix standing for none, or for more than EXPANSION_LIMIT, stays.
 */
async function expandPrefixes(em: EntityManager, groups: ParsedGroup[]): Promise<ParsedGroup[]> {
  const prefixes = [...new Set(groups.flatMap((g) => [...g.query.matchAll(PREFIX_ITEM)].map((m) => unquoted(m[1] ?? ''))))];
  if (!prefixes.length) return groups;
  // chr(1114111), the last code point, sorts after every continuation of the prefix in byte order.
  const rows = await em.execute<{ prefix: string; lexemes: string[] }[]>(
    `select p."prefix", array(select l."lexeme" from "search_lexeme" l
       where l."lexeme" >= p."prefix" collate "C" and l."lexeme" < (p."prefix" || chr(1114111)) collate "C"
       order by 1 limit ${EXPANSION_LIMIT + 1}) as "lexemes"
     from (values ${prefixes.map(() => '(?)').join(', ')}) p("prefix")`,
    prefixes,
  );
  const standsFor = new Map(rows.map((r) => [r.prefix, r.lexemes]));
  const expand = (text: string) =>
    text.replaceAll(PREFIX_ITEM, (item, prefix: string) => {
      const lexemes = standsFor.get(unquoted(prefix)) ?? [];
      return lexemes.length && lexemes.length <= EXPANSION_LIMIT ? lexemes.map(quoted).join(' | ') : item;
    });
  return groups.map((g) => ({ ...g, query: expand(g.query), rank: expand(g.rank) }));
}

/**
 * The term with each word not in any indexed title replaced by the closest one that is
 * (pg_trgm similarity over `search_word`, the titles' vocabulary); undefined when no word changes.
 */
export async function correctedTerm(em: EntityManager, term: string): Promise<string | undefined> {
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
