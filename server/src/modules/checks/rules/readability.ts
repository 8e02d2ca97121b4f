import { fieldValues, holders, normalised } from '../content.js';
import { outline } from '../html.js';
import type { ContentCheck, Finding } from '../types.js';

/** Above these, text gets hard to read (plain-language guidance: 15 to 20 words is comfortable). */
export const AVERAGE_WORDS_LIMIT = 25;
export const SENTENCE_WORDS_LIMIT = 40;

/** Sentences end at . ! ? … (followed by a space or the end) and at the end of a paragraph. */
function sentenceLengths(paragraphs: readonly string[]): number[] {
  return paragraphs
    .flatMap((paragraph) => normalised(paragraph).split(/(?<=[.!?…])\s+/u))
    .map((sentence) => sentence.split(' ').filter((word) => /[\p{L}\p{N}]/u.test(word)).length)
    .filter((words) => words > 0);
}

/** The prose of a field: rich text's paragraphs, a multi-line text's lines. */
function paragraphsOf(type: string, multiline: boolean, value: unknown): string[] {
  if (typeof value !== 'string') return [];
  if (type === 'richText') return outline(value).paragraphs;
  return type === 'text' && multiline ? value.split(/\n+/) : [];
}

/** Text blocks whose sentences are long on average, or that hold a very long one. */
export const readabilityCheck: ContentCheck = {
  id: 'readability',
  label: { en: 'Sentences are short enough', nl: 'Zinnen zijn kort genoeg', de: 'Sätze sind kurz genug', fr: 'Les phrases sont assez courtes' },
  severity: 'warning',
  run(subject) {
    const findings: Finding[] = [];
    for (const holder of holders(subject)) {
      for (const { def, value, path } of fieldValues(holder.fields, holder.props)) {
        const lengths = sentenceLengths(paragraphsOf(def.type, def.type === 'text' && def.multiline === true, value));
        if (!lengths.length) continue;
        const averageWords = Math.round(lengths.reduce((sum, words) => sum + words, 0) / lengths.length);
        const longestWords = Math.max(...lengths);
        if (averageWords > AVERAGE_WORDS_LIMIT || longestWords > SENTENCE_WORDS_LIMIT) {
          findings.push({
            blockKey: holder.blockKey,
            field: `${holder.prefix}${path}`,
            params: { averageWords, longestWords, averageLimit: AVERAGE_WORDS_LIMIT, sentenceLimit: SENTENCE_WORDS_LIMIT },
          });
        }
      }
    }
    return findings;
  },
};
