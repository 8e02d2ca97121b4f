import { z } from 'zod';
import { named } from '../../operations/contract.js';

/** What the admin-menu operations answer: one declaration each for TypeScript and GraphQL (graphql/derive). */

const adminMenuItem = z
  .object({
    id: z.string(),
    label: z.string(),
    path: z.string().describe('Path under /cmsadmin.'),
    permission: z.string().nullable(),
    // Submenu items are items too. The getter's type is written out, as TypeScript cannot infer a schema from itself;
    // it names the unnamed schema, which derives as AdminMenuItem all the same (named() copies share the definition).
    get children(): z.ZodArray<typeof adminMenuItem> {
      return z.array(adminMenuItem);
    },
  })
  .describe('A navigation entry supplied by the host application.');

export const adminMenuItemView = named('AdminMenuItem', adminMenuItem);

export const adminMenuCountView = named(
  'AdminMenuCount',
  z
    .object({
      id: z.string().describe('The entry it belongs to (AdminMenuItem.id).'),
      count: z.int(),
      label: z.string().describe('The count in words, for assistive technology ("3 new").'),
    })
    .describe('The number the navigation shows beside an entry (say, new applications).'),
);

export type AdminMenuItemView = z.output<typeof adminMenuItemView>;
export type AdminMenuCountView = z.output<typeof adminMenuCountView>;
