import type { ApiClient } from '../support/api-client.js';

export interface Item {
  id: number;
  parentID: number | null;
  depth: number;
  position: number;
  label: string;
  target: Record<string, unknown>;
  targetState: string;
  page: { id: number; slug: string } | null;
}

const ITEM = 'id parentID depth position label target targetState page { id slug }';

/** GraphQL calls of the menu module, answering data or the first error code. */
export function menuApi(client: ApiClient) {
  const call = async <T>(query: string, variables: Record<string, unknown>): Promise<T | { code: unknown }> => {
    const answer = await client.graphql<T>(query, variables);
    const error = answer.body.errors?.[0];
    if (error || !answer.body.data) return { code: error?.extensions?.code };
    return answer.body.data;
  };
  const change = async (field: string, query: string, variables: Record<string, unknown>) => {
    const answer = await call<Record<string, { itemID: number; items: Item[] }>>(query, variables);
    if ('code' in answer) throw Object.assign(new Error(`${field}: ${String(answer.code)}`), { code: answer.code });
    const result = answer[field];
    if (!result) throw new Error(`${field}: no answer`);
    return result;
  };
  return {
    call,
    async tree(locale: string): Promise<Item[]> {
      const answer = await call<{ menu: Item[] }>(`query($locale: String!) { menu(locale: $locale) { ${ITEM} } }`, { locale });
      if ('code' in answer) throw new Error(`menu: ${String(answer.code)}`);
      return answer.menu;
    },
    add: (input: Record<string, unknown>) =>
      change('addMenuItem', `mutation($input: AddMenuItemInput!) { addMenuItem(input: $input) { itemID items { ${ITEM} } } }`, { input }),
    edit: (input: Record<string, unknown>) =>
      change('editMenuItem', `mutation($input: EditMenuItemInput!) { editMenuItem(input: $input) { itemID items { ${ITEM} } } }`, { input }),
    move: (id: number, parentID: number | null, position: number) =>
      change(
        'moveMenuItem',
        `mutation($id: Int!, $parentID: Int, $position: Int!) { moveMenuItem(id: $id, parentID: $parentID, position: $position) { itemID items { ${ITEM} } } }`,
        { id, parentID, position },
      ),
    remove: (id: number, withChildren: boolean) =>
      change(
        'deleteMenuItem',
        `mutation($id: Int!, $withChildren: Boolean!) { deleteMenuItem(id: $id, withChildren: $withChildren) { itemID items { ${ITEM} } } }`,
        { id, withChildren },
      ),
  };
}

/** The tree as "label" lines indented by depth, for readable expectations. */
export const outline = (items: readonly Item[]) => items.map((i) => `${'  '.repeat(i.depth)}${i.label}`);

export const external = (href: string) => ({ kind: 'external', href, newTab: false });
