import { describe, expect, it } from 'vitest';
import { boardFactsOf, boardLacks, plainText, validFor, type BoardFacts } from '../server/boards/rules.js';
import { postsToBoards } from '../server/vacancy.js';

const TODAY = '2026-11-28';
const LONG = 'Je installeert, onderhoudt en repareert warmtepompen bij particulieren en bedrijven in de regio Utrecht, met een eigen bus.';
const complete: BoardFacts = {
  descriptionText: LONG,
  postalCode: '3542 AD',
  salaryMin: 3100,
  salaryMax: 4000,
  datePosted: '2026-11-20',
  closingDate: '2027-01-10',
  posterEmail: 'werving@warmte.example',
};
const codes = (board: Parameters<typeof boardLacks>[0], facts: BoardFacts) =>
  boardLacks(board, facts, TODAY).map((lack) => `${lack.code}${lack.required ? '!' : ''}`);

describe('the job boards’ rules', () => {
  it('find nothing lacking in a complete vacancy', () => {
    for (const board of ['indeed', 'linkedin', 'jooble'] as const) expect(codes(board, complete)).toEqual([]);
  });

  it('require 100 characters of description text for LinkedIn only', () => {
    const short = { ...complete, descriptionText: 'x'.repeat(99) };
    expect(codes('linkedin', short)).toEqual(['descriptionTooShort!']);
    expect(codes('linkedin', { ...complete, descriptionText: 'x'.repeat(100) })).toEqual([]);
    expect(validFor('indeed', short, TODAY)).toBe(true);
    expect(validFor('jooble', short, TODAY)).toBe(true);
  });

  it('require a job poster’s e-mail (the recruiter address) for LinkedIn only', () => {
    const noPoster = { ...complete, posterEmail: '' };
    expect(codes('linkedin', noPoster)).toEqual(['noPosterEmail!']);
    expect(validFor('linkedin', noPoster, TODAY)).toBe(false);
    expect(validFor('indeed', noPoster, TODAY)).toBe(true);
    expect(validFor('jooble', noPoster, TODAY)).toBe(true);
  });

  it('require a description for Indeed and Jooble, and a postal code for Indeed', () => {
    expect(codes('indeed', { ...complete, descriptionText: '', postalCode: '' })).toEqual(['noDescription!', 'noPostalCode!']);
    expect(codes('jooble', { ...complete, descriptionText: '', postalCode: '' })).toEqual(['noDescription!']);
  });

  it('take a vacancy into Jooble for 45 days after its posting, not a day longer', () => {
    expect(validFor('jooble', { ...complete, datePosted: '2026-10-14' }, TODAY)).toBe(true);
    expect(codes('jooble', { ...complete, datePosted: '2026-10-13' })).toEqual(['postedTooLongAgo!']);
    expect(validFor('indeed', { ...complete, datePosted: '2020-01-01' }, TODAY)).toBe(true);
  });

  it('recommend a pay range (both ends) everywhere and a closing date for Jooble, without leaving the vacancy out', () => {
    const open = { ...complete, salaryMax: null, closingDate: null };
    expect(codes('indeed', open)).toEqual(['noPayRange']);
    expect(codes('linkedin', open)).toEqual(['noPayRange']);
    expect(codes('jooble', open)).toEqual(['noPayRange', 'noClosingDate']);
    for (const board of ['indeed', 'linkedin', 'jooble'] as const) expect(validFor(board, open, TODAY)).toBe(true);
  });

  it('count the description’s text as a reader does: no tags, entities read, white space collapsed', () => {
    expect(plainText('<h2>Wat&nbsp;ga je doen?</h2>\n<p>Warmte &amp; <strong>koude</strong>&#33; &#x263A;</p>')).toBe('Wat ga je doen? Warmte & koude ! ☺');
    const facts = boardFactsOf(
      { postalCode: ' 3542 AD ', salaryMin: 3100, datePosted: '2026-11-20' },
      [
        { type: 'heading', props: { text: 'Wat ga je doen?' } },
        { type: 'rich-text', props: { html: '<p>Warmtepompen.</p>' } },
        { type: 'consultancy', props: { text: '<p>Not part of the description.</p>' } },
      ],
      'werving@warmte.example',
    );
    expect(facts).toEqual({
      descriptionText: 'Wat ga je doen? Warmtepompen.',
      postalCode: '3542 AD',
      salaryMin: 3100,
      salaryMax: null,
      datePosted: '2026-11-20',
      closingDate: null,
      posterEmail: 'werving@warmte.example',
    });
  });

  it('post a vacancy to the boards unless its switch is off (a vacancy saved before the switch existed is posted)', () => {
    expect(postsToBoards({})).toBe(true);
    expect(postsToBoards({ postToBoards: true })).toBe(true);
    expect(postsToBoards({ postToBoards: false })).toBe(false);
  });
});
