import { z } from 'zod';
import { defineOperation } from '@blokwerk/server/extension';
import { readRecruitmentSettings } from '../settings/operations.js';
import { cardOf, openVacancies, text, type Row, type VacancyCard } from '../vacancies/search.js';
import { vacancyListTags } from '../vacancies/list-tags.js';

/** A vacancy page shows at most this many similar ones. */
export const SIMILAR_LIMIT = 3;

const name = z.string().trim().max(100);

/**
 * Up to three other open vacancies of a locale with the vacancy's department or place: those of
 * the same department first, then those of the same place, newest first within each. The
 * vacancy page asks with its own facts, so a preview of a draft sees what its page would show.
 */
export const similarVacancies = defineOperation({
  name: 'vacancies.similar',
  access: { public: true },
  kind: 'read',
  tags: vacancyListTags,
  input: z.strictObject({ locale: z.string().trim().min(2).max(16), pageID: z.number().int().min(0), department: name, locality: name }),
  async run(ctx, input): Promise<VacancyCard[]> {
    if (!input.department && !input.locality) return [];
    const same = (row: Row, field: 'department' | 'locality') => input[field] !== '' && text(row.data, field) === input[field];
    const alike = (await openVacancies(ctx, input.locale)).filter((row) => row.pageID !== input.pageID && (same(row, 'department') || same(row, 'locality')));
    // Those of the same department first; the sort is stable, so newest first within each.
    const rows = alike.toSorted((a, b) => Number(same(b, 'department')) - Number(same(a, 'department'))).slice(0, SIMILAR_LIMIT);
    const { newForDays } = await readRecruitmentSettings(ctx);
    return rows.map((row) => cardOf(row, newForDays));
  },
});
