import { descriptionHtml } from '../description.js';
import { addDays, salaryOf } from '../vacancy.js';

/** The job boards the site feeds (the extension's README lists each one's documented rules and where they come from). */
export const BOARDS = ['indeed', 'linkedin', 'jooble'] as const;
export type Board = (typeof BOARDS)[number];

/** What a vacancy can lack for a board. */
export type BoardLackCode = 'noDescription' | 'descriptionTooShort' | 'noPostalCode' | 'noPayRange' | 'postedTooLongAgo' | 'noClosingDate' | 'noPosterEmail';

export interface BoardLack {
  code: BoardLackCode;
  /** The board requires it: its feed leaves the vacancy out. Otherwise the board only recommends it. */
  required: boolean;
}

/** What the rules read of a vacancy (its typeData and the text of its description blocks), and of the settings. */
export interface BoardFacts {
  descriptionText: string;
  postalCode: string;
  salaryMin: number | null;
  salaryMax: number | null;
  /** YYYY-MM-DD. */
  datePosted: string;
  closingDate: string | null;
  /** Who LinkedIn names as the job's poster: the recruitment settings' `recruiterEmail` ('' none), the same for every vacancy. */
  posterEmail: string;
}

/** LinkedIn counts a description valid from 100 characters. */
export const LINKEDIN_MIN_DESCRIPTION = 100;
/** Jooble takes the jobs of the last 45 days. */
export const JOOBLE_MAX_AGE_DAYS = 45;

interface Rule {
  code: BoardLackCode;
  required: boolean;
  lacks(facts: BoardFacts, today: string): boolean;
}

const noDescription: Rule = { code: 'noDescription', required: true, lacks: (facts) => facts.descriptionText === '' };
// A range needs both ends (the pay-transparency directive asks for the range).
const noPayRange: Rule = { code: 'noPayRange', required: false, lacks: (facts) => facts.salaryMin === null || facts.salaryMax === null };

const RULES: Readonly<Record<Board, readonly Rule[]>> = {
  indeed: [noDescription, { code: 'noPostalCode', required: true, lacks: (facts) => facts.postalCode === '' }, noPayRange],
  linkedin: [
    { code: 'descriptionTooShort', required: true, lacks: (facts) => facts.descriptionText.length < LINKEDIN_MIN_DESCRIPTION },
    { code: 'noPosterEmail', required: true, lacks: (facts) => facts.posterEmail === '' },
    noPayRange,
  ],
  jooble: [
    noDescription,
    { code: 'postedTooLongAgo', required: true, lacks: (facts, today) => facts.datePosted < addDays(today, -JOOBLE_MAX_AGE_DAYS) },
    noPayRange,
    { code: 'noClosingDate', required: false, lacks: (facts) => facts.closingDate === null },
  ],
};

/** What a vacancy lacks for a board on a day (YYYY-MM-DD, Amsterdam's calendar): none when it is complete. */
export function boardLacks(board: Board, facts: BoardFacts, today: string): BoardLack[] {
  return RULES[board].filter((rule) => rule.lacks(facts, today)).map(({ code, required }) => ({ code, required }));
}

/** Whether a board's feed carries the vacancy: it lacks nothing the board requires. */
export const validFor = (board: Board, facts: BoardFacts, today: string): boolean => !boardLacks(board, facts, today).some((lack) => lack.required);

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The text of some HTML as a reader counts it: tags gone, entities read, white space collapsed. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (entity, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

const text = (data: Readonly<Record<string, unknown>>, name: string) => (typeof data[name] === 'string' ? data[name].trim() : '');

/** A vacancy's facts for the rules, from a version's typeData and blocks, and the job poster's address ('' none). */
export function boardFactsOf(data: Readonly<Record<string, unknown>>, blocks: unknown, posterEmail: string): BoardFacts {
  const salary = salaryOf(data);
  return {
    descriptionText: plainText(descriptionHtml(blocks)),
    postalCode: text(data, 'postalCode'),
    salaryMin: salary?.min ?? null,
    salaryMax: salary?.max ?? null,
    datePosted: text(data, 'datePosted'),
    closingDate: text(data, 'closingDate') || null,
    posterEmail,
  };
}
