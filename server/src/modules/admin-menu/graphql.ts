import { derivedResolver, rootField } from '../../graphql/derive/resolver.js';
import { listAdminMenu, listAdminMenuCounts } from './operations.js';

/** The admin navigation's root fields; types and arguments are derived from the operations' schemas (views.ts, operations.ts). */
export const AdminMenuResolver = derivedResolver('AdminMenu', {
  query: {
    adminMenu: rootField(listAdminMenu, 'Extra navigation entries the caller may use.'),
    adminMenuCounts: rootField(listAdminMenuCounts, 'The counts beside the extra navigation entries the caller may use.'),
  },
});
