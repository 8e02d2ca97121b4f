import { route } from '../../http/rest.js';
import { contentMigrationStatus, dryRunContentMigrations, runContentMigrations } from './migration-operations.js';

/** The REST calls of content-model migrations (docs/extensions.md, "Changing a type"). */
export const contentMigrationRoutes = [
  route({ method: 'get', path: '/content-model/migrations', operation: contentMigrationStatus, output: (status) => ({ status }) }),
  route({ method: 'post', path: '/content-model/migrations/dry-run', operation: dryRunContentMigrations, output: (report) => ({ report }) }),
  route({ method: 'post', path: '/content-model/migrations/run', operation: runContentMigrations, output: (run) => ({ run }) }),
];
