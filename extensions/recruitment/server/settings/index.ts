import { route, type FeatureModule } from '@blokwerk/server/extension';
import { RecruitmentSettingsSchema } from './entities.js';
import { RecruitmentSettingsResolver } from './graphql.js';
import { getRecruitmentSettings, getRecruitmentSettingsForEditing, updateRecruitmentSettings } from './operations.js';

/** The organisation the vacancies are of, edited behind manage-settings. */
export const recruitmentSettingsModule: FeatureModule = {
  name: 'recruitment-settings',
  entities: [RecruitmentSettingsSchema],
  resolvers: [RecruitmentSettingsResolver],
  routes: [
    route({ method: 'get', path: '/recruitment-settings/get', operation: getRecruitmentSettings }),
    route({ method: 'get', path: '/recruitment-settings/get-for-editing', operation: getRecruitmentSettingsForEditing }),
    route({ method: 'post', path: '/recruitment-settings/update', operation: updateRecruitmentSettings }),
  ],
};
