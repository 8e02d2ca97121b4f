import { z } from 'zod';
import { defineOperation } from '@blokwerk/server/extension';
import { readRecruitmentSettings } from '../settings/operations.js';
import { cardOf, type Row, type VacancyCard } from '../vacancies/search.js';
import { amsterdamToday } from '../vacancy.js';
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
    // One statement: open (published, not past its closing day) and alike, in the order shown.
    const rows = await ctx.em.execute<Row[]>(
      `select p."id" as "pageID", p."slug", v."title", v."type_data" as "data",
              exists (select 1 from "vacancy_highlight" h join "page" hp on hp."id" = h."page_id" where hp."translation_group" = p."translation_group") as "highlighted"
         from "page" p
         join "page_version" v on v."id" = p."published_version_id"
        where p."type" = 'vacancy' and p."locale" = ? and p."id" <> ?
          and coalesce(nullif(v."type_data"->>'closingDate', ''), '9999-12-31') >= ?
          and (v."type_data"->>'department' = ? or v."type_data"->>'locality' = ?)
        order by (v."type_data"->>'department' = ?) desc, v."type_data"->>'datePosted' desc, p."id" desc
        limit ${SIMILAR_LIMIT}`,
      [input.locale, input.pageID, amsterdamToday(), input.department, input.locality, input.department],
    );
    const { newForDays } = await readRecruitmentSettings(ctx);
    return rows.map((row) => cardOf(row, newForDays));
  },
});
