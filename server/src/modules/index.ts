// Keep this order: type-graphql prints the schema's root fields in the order their resolvers load.
import { contentModelModule } from './content-model/index.js';
import { adminMenuModule } from './admin-menu/index.js';
import { auditModule } from './audit/index.js';
import { backupsModule } from './backups/index.js';
import { publicationModule } from './publication/index.js';
import { checksModule } from './checks/index.js';
import { authModule } from './auth/index.js';
import { mediaModule } from './media/index.js';
import { menuModule } from './menu/index.js';
import type { FeatureModule } from './module.js';
import { pagesModule } from './pages/index.js';
import { presenceModule } from './presence/index.js';
import { releasesModule } from './releases/index.js';
import { searchModule } from './search/index.js';
import { settingsModule } from './settings/index.js';
import { tagsModule } from './tags/index.js';
import { usersModule } from './users/index.js';
import { webhooksModule } from './webhooks/index.js';
import { accessTokensModule } from './access-tokens/index.js';
import { mcpModule } from './mcp/index.js';

/** Core's feature modules; extensions add theirs after these (extensions/platform.ts). */
export const coreModules: readonly FeatureModule[] = [
  settingsModule,
  usersModule,
  accessTokensModule,
  mcpModule,
  authModule,
  auditModule,
  adminMenuModule,
  contentModelModule,
  publicationModule,
  checksModule,
  pagesModule,
  tagsModule,
  mediaModule,
  searchModule,
  menuModule,
  presenceModule,
  backupsModule,
  releasesModule,
  webhooksModule,
];
