import { z } from 'zod';
import { defineOperation, emitContentEvent, rememberedRead, type OperationContext } from '@blokwerk/server/extension';
import { RETENTION_DAYS } from '../pipeline/kinds.js';
import { RecruitmentSettings } from './entities.js';

/**
 * What the site shows of the settings (public): the employer the vacancies are of (JobPosting's
 * hiringOrganization, the job feed's company), how long a vacancy is new, how to reach the employer.
 */
export interface PublicRecruitmentSettings {
  organisationName: string;
  /** Its own website (JobPosting's sameAs); null: the site itself. */
  website: string | null;
  /** A vacancy carries the 'new' badge from the day it is posted until this many days later (0: never). */
  newForDays: number;
  /** How a visitor reaches the employer when applying online fails ('Wat jammer!'); empty: not given. */
  contactTelephone: string;
  contactEmail: string;
  contactAddress: string;
}

/** Every setting, for those who edit them (manage-settings): besides the public ones, where applications are announced and how long they are kept. */
export interface RecruitmentSettingsView extends PublicRecruitmentSettings {
  /** Where new applications are announced (a link to the admin, never the files); null: nobody. */
  recruiterEmail: string | null;
  /**
   * Days at least that an application in a rejected stage is kept when its applicant consented to
   * be kept (each stage keeps its own days otherwise; applications/retention.ts).
   */
  retentionConsentDays: number;
}

const view = (row: RecruitmentSettings): RecruitmentSettingsView => ({
  organisationName: row.organisationName,
  website: row.website ?? null,
  newForDays: row.newForDays,
  contactTelephone: row.contactTelephone,
  contactEmail: row.contactEmail,
  contactAddress: row.contactAddress,
  recruiterEmail: row.recruiterEmail ?? null,
  retentionConsentDays: row.retentionConsentDays,
});

/** The settings as the operations read them, remembered per process until the next content event (saving them emits one). */
export const readRecruitmentSettings = rememberedRead(async (ctx: Pick<OperationContext, 'em' | 'services'>): Promise<RecruitmentSettingsView> =>
  view(await ctx.em.findOneOrFail(RecruitmentSettings, 1)),
);

export const getRecruitmentSettings = defineOperation({
  name: 'recruitmentSettings.get',
  access: { public: true },
  kind: 'read',
  input: z.strictObject({}),
  async run(ctx): Promise<PublicRecruitmentSettings> {
    const { organisationName, website, newForDays, contactTelephone, contactEmail, contactAddress } = await readRecruitmentSettings(ctx);
    return { organisationName, website, newForDays, contactTelephone, contactEmail, contactAddress };
  },
});

/** Every setting, the recruiter's address and the retention periods included (the settings screen). */
export const getRecruitmentSettingsForEditing = defineOperation({
  name: 'recruitmentSettings.getForEditing',
  access: { permission: 'manage-settings' },
  kind: 'read',
  input: z.strictObject({}),
  async run(ctx): Promise<RecruitmentSettingsView> {
    return readRecruitmentSettings(ctx);
  },
});

export const updateRecruitmentSettings = defineOperation({
  name: 'recruitmentSettings.update',
  access: { permission: 'manage-settings' },
  kind: 'write',
  input: z.strictObject({
    organisationName: z.string().trim().min(1).max(200),
    website: z
      .url({ protocol: /^https?$/ })
      .max(500)
      .nullable()
      .default(null),
    newForDays: z.number().int().min(0).max(365).optional(),
    contactTelephone: z
      .string()
      .trim()
      .regex(/^(\+?[\d\s()-]{8,25})?$/)
      .optional(),
    contactEmail: z.union([z.literal(''), z.email().max(254)]).optional(),
    contactAddress: z.string().trim().max(300).optional(),
    recruiterEmail: z
      .union([z.literal('').transform(() => null), z.email().max(254)])
      .nullable()
      .optional(),
    retentionConsentDays: z.number().int().min(RETENTION_DAYS.min).max(RETENTION_DAYS.max).optional(),
  }),
  audit: { action: 'recruitment-settings.update' },
  async run(ctx, input): Promise<RecruitmentSettingsView> {
    const row = await ctx.em.findOneOrFail(RecruitmentSettings, 1);
    row.organisationName = input.organisationName;
    row.website = input.website;
    if (input.newForDays !== undefined) row.newForDays = input.newForDays;
    if (input.contactTelephone !== undefined) row.contactTelephone = input.contactTelephone;
    if (input.contactEmail !== undefined) row.contactEmail = input.contactEmail;
    if (input.contactAddress !== undefined) row.contactAddress = input.contactAddress;
    if (input.recruiterEmail !== undefined) row.recruiterEmail = input.recruiterEmail;
    if (input.retentionConsentDays !== undefined) row.retentionConsentDays = input.retentionConsentDays;
    await ctx.em.flush();
    // Every vacancy's markup names the organisation; every card may lose or gain its badge.
    await emitContentEvent(ctx, { type: 'site.changed', pageId: null });
    return view(row);
  },
});
