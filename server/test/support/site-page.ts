import type { ApiClient } from './api-client.js';

export interface Html {
  status: number;
  headers: Headers;
  html: string;
}

/** A site page as a browser gets it (redirects not followed), with the client's session cookie when one is given. */
export async function fetchHtml(baseUrl: string, path: string, client?: ApiClient): Promise<Html> {
  const cookie = client?.sessionCookie;
  const response = await fetch(new URL(path, baseUrl), { redirect: 'manual', headers: cookie ? { cookie: `blokwerk_session=${cookie}` } : {} });
  return { status: response.status, headers: response.headers, html: await response.text() };
}
