import { z } from 'zod';
import { defineOperation, emitContentEvent, type OperationContext } from '@blokwerk/server/extension';
import { RecruitmentSettings } from './entities.js';

/** The employer the vacancies are of (JobPosting's hiringOrganization, the job feed's company). */
export interface RecruitmentSettingsView {
  organisationName: string;
  /** Its own website (JobPosting's sameAs); null: the site itself. */
  website: string | null;
  /** A vacancy carries the 'new' badge from the day it is posted until this many days later (0: never). */
  newForDays: number;
}

const view = (row: RecruitmentSettings): RecruitmentSettingsView => ({ organisationName: row.organisationName, website: row.website ?? null, newForDays: row.newForDays });

/** The settings as the vacancy operations read them. */
export async function readRecruitmentSettings(em: OperationContext['em']): Promise<RecruitmentSettingsView> {
  return view(await em.findOneOrFail(RecruitmentSettings, 1));
}

export const getRecruitmentSettings = defineOperation({
  name: 'recruitmentSettings.get',
  access: { public: true },
  kind: 'read',
  input: z.strictObject({}),
  async run(ctx): Promise<RecruitmentSettingsView> {
    return readRecruitmentSettings(ctx.em);
  },
});

export const updateRecruitmentSettings = defineOperation({
  name: 'recruitmentSettings.update',
  access: { permission: 'manage-settings' },
  kind: 'write',
  input: z.strictObject({
    organisationName: z.string().trim().min(1).max(200),
    website: z.url({ protocol: /^https?$/ }).max(500).nullable().default(null),
    newForDays: z.number().int().min(0).max(365).optional(),
  }),
  audit: { action: 'recruitment-settings.update' },
  async run(ctx, input): Promise<RecruitmentSettingsView> {
    const row = await ctx.em.findOneOrFail(RecruitmentSettings, 1);
    row.organisationName = input.organisationName;
    row.website = input.website;
    if (input.newForDays !== undefined) row.newForDays = input.newForDays;
    await ctx.em.flush();
    // Every vacancy's markup names the organisation; every card may lose or gain its badge.
    await emitContentEvent(ctx, { type: 'site.changed', pageId: null });
    return view(row);
  },
});
