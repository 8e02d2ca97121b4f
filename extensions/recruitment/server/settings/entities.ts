import { defineEntity, p } from '@mikro-orm/core';

/** The one row of the recruitment site's settings (migrations/…_settings). */
export const RecruitmentSettingsSchema = defineEntity({
  name: 'RecruitmentSettings',
  tableName: 'recruitment_settings',
  properties: {
    id: p.integer().primary(),
    organisationName: p.string().length(200),
    website: p.string().length(500).nullable(),
    newForDays: p.smallint(),
    contactTelephone: p.string().length(40),
    contactEmail: p.string().length(254),
    contactAddress: p.string().length(300),
    /** Where new applications are announced (migrations/…_applications); null: nobody is mailed. */
    recruiterEmail: p.string().length(254).nullable(),
    /** Days at least that a rejected application is kept when the applicant consented to it (migrations/…_pipeline). */
    retentionConsentDays: p.smallint(),
  },
});

export class RecruitmentSettings extends RecruitmentSettingsSchema.class {}
RecruitmentSettingsSchema.setClass(RecruitmentSettings);
