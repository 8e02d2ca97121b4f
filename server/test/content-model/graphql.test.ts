import { describe, expect, it } from 'vitest';
import { ADMIN, ADMIN_ENV, signedIn } from '../support/accounts.js';
import { ApiClient } from '../support/api-client.js';
import { useTestServer } from '../support/test-server.js';

interface Field {
  name: string;
  type: string;
  required: boolean;
  maxLength: number | null;
  options: { value: string }[] | null;
  fields: Field[] | null;
}
interface Model {
  contentModel: { pageTypes: { id: string; slugPrefix: string }[]; blockTypes: { id: string; icon: string; fields: Field[] }[] };
}

const QUERY = `{ contentModel {
  pageTypes { id slugPrefix }
  blockTypes { id icon fields { name type required maxLength options { value } fields { name type required maxLength options { value } fields { name } } } }
} }`;

describe('content model over GraphQL', () => {
  const server = useTestServer(ADMIN_ENV);

  it('gives signed-in editors the block and page types to render forms from', async () => {
    const client = await signedIn(server.t.url, ADMIN.email, ADMIN.password);
    const res = await client.graphql<Model>(QUERY);
    expect(res.body.errors).toBeUndefined();
    const model = res.body.data?.contentModel;
    expect(model?.pageTypes.map((t) => t.id)).toEqual(['page', 'landing-page']);
    const heading = model?.blockTypes.find((b) => b.id === 'heading');
    expect(heading?.fields[0]).toEqual({ name: 'text', type: 'text', required: true, maxLength: 200, options: null, fields: null });
    expect(heading?.fields[1]?.options?.map((o) => o.value)).toEqual(['h2', 'h3', 'h4']);
    const columns = model?.blockTypes.find((b) => b.id === 'columns')?.fields[0];
    expect(columns?.fields?.map((f) => `${f.name}:${f.type}:${f.required}`)).toEqual(['title:text:false', 'html:richText:true']);
  });

  it('refuses anonymous callers', async () => {
    const res = await (await new ApiClient(server.t.url).prime()).graphql(QUERY);
    expect(res.body.errors?.[0]?.extensions?.code).toBe('UM_01');
  });
});
