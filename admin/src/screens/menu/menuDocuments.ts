import { graphql } from '../../gql';

export const MenuSetupQuery = graphql(`
  query MenuSetup {
    settings {
      availableLocales
      defaultLocale
    }
    siteRoutes {
      id
      paths {
        locale
        path
        title
      }
    }
  }
`);

graphql(`
  fragment MenuItemFields on MenuItem {
    id
    parentID
    depth
    position
    label
    target
    targetState
    page {
      title
    }
    route {
      title
      path
    }
  }
`);

export const MenuTreeQuery = graphql(`
  query MenuTree($locale: String!) {
    menu(locale: $locale) {
      ...MenuItemFields
    }
  }
`);

export const AddMenuItemMutation = graphql(`
  mutation AddMenuItem($input: AddMenuItemInput!) {
    addMenuItem(input: $input) {
      itemID
      items {
        ...MenuItemFields
      }
    }
  }
`);

export const EditMenuItemMutation = graphql(`
  mutation EditMenuItem($input: EditMenuItemInput!) {
    editMenuItem(input: $input) {
      itemID
      items {
        ...MenuItemFields
      }
    }
  }
`);

export const MoveMenuItemMutation = graphql(`
  mutation MoveMenuItem($id: Int!, $parentID: Int, $position: Int!) {
    moveMenuItem(id: $id, parentID: $parentID, position: $position) {
      itemID
      items {
        ...MenuItemFields
      }
    }
  }
`);

export const DeleteMenuItemMutation = graphql(`
  mutation DeleteMenuItem($id: Int!, $withChildren: Boolean!) {
    deleteMenuItem(id: $id, withChildren: $withChildren) {
      itemID
      items {
        ...MenuItemFields
      }
    }
  }
`);
