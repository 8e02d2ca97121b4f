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
  },
});

export class RecruitmentSettings extends RecruitmentSettingsSchema.class {}
RecruitmentSettingsSchema.setClass(RecruitmentSettings);
