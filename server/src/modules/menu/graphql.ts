import { derivedResolver, rootField } from '../../graphql/derive/resolver.js';
import { addMenuItem, deleteMenuItem, editMenuItem, getMenu, getSiteMenu, moveMenuItem } from './operations.js';
import { listSiteRoutes } from './site-routes.js';

/** The menu's root fields; every type and argument is derived from the operations' schemas (views.ts, operations.ts). */
export const MenuResolver = derivedResolver('Menu', {
  query: {
    menu: rootField(getMenu, 'The menu tree of a locale, depth-first, for the menu editor.'),
    siteMenu: rootField(getSiteMenu, 'The menu visitors see (items with offline pages left out); the default locale without one.'),
    siteRoutes: rootField(listSiteRoutes, "The public routes the extensions declare, in the site's locales."),
  },
  mutation: {
    addMenuItem: rootField(addMenuItem),
    editMenuItem: rootField(editMenuItem),
    moveMenuItem: rootField(moveMenuItem, 'Moves an item with its children; a parent inside its own subtree is refused (V_07).'),
    deleteMenuItem: rootField(deleteMenuItem, 'Deletes an item with its children, or without: they take its place.'),
  },
});
