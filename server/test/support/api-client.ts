/** Envelope of every REST answer (DESIGN.md §5). */
export interface Envelope {
  Success: boolean;
  Errors: { code: string; property?: string; message: string }[];
  Message?: string;
  [payload: string]: unknown;
}

export interface ApiResponse<T = Envelope> {
  status: number;
  headers: Headers;
  body: T;
}

export interface RequestOptions {
  /** Leave out the X-CSRF-Token header (default: sent when known). */
  withoutCsrf?: boolean;
  /** Leave out X-Requested-With (default: sent). */
  withoutRequestedWith?: boolean;
  /** A raw body instead of JSON-encoding `body`. */
  rawBody?: string;
  headers?: Record<string, string>;
}

/**
 * Talks to a running server the way the admin does: keeps the session cookie, remembers the
 * latest CSRF token, and sends both headers on unsafe requests unless told not to.
 */
export class ApiClient {
  private cookies = new Map<string, string>();
  csrfToken: string | undefined;

  constructor(readonly baseUrl: string) {}

  /** Another client sharing this one's session (same cookie and token), e.g. against a second process. */
  withSessionOn(baseUrl: string): ApiClient {
    const other = new ApiClient(baseUrl);
    other.cookies = new Map(this.cookies);
    other.csrfToken = this.csrfToken;
    return other;
  }

  get sessionCookie(): string | undefined {
    return this.cookies.get('blokwerk_session');
  }

  /** Every cookie the client holds, as a Cookie header (a visitor's CSRF token is tied to one). */
  get cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request<T = Envelope>(method: string, path: string, body?: unknown, options: RequestOptions = {}): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (this.cookies.size) headers.cookie = this.cookieHeader;
    const unsafe = !['GET', 'HEAD'].includes(method);
    if (unsafe && !options.withoutRequestedWith) headers['x-requested-with'] = 'XMLHttpRequest';
    if (unsafe && !options.withoutCsrf && this.csrfToken) headers['x-csrf-token'] ??= this.csrfToken;
    let payload: string | undefined = options.rawBody;
    if (payload === undefined && body !== undefined) payload = JSON.stringify(body);
    if (payload !== undefined) headers['content-type'] ??= 'application/json';
    const response = await fetch(new URL(path, this.baseUrl), { method, headers, body: payload, redirect: 'manual' });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const eq = pair?.indexOf('=') ?? -1;
      if (pair && eq > 0) this.cookies.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    const token = response.headers.get('x-csrf-token');
    if (token) this.csrfToken = token;
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : undefined) as T };
  }

  get<T = Envelope>(path: string) {
    return this.request<T>('GET', path);
  }

  post<T = Envelope>(path: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('POST', path, body ?? {}, options);
  }

  /** Fetches a CSRF token (and the cookie it is tied to) the way a client's first contact does. */
  async prime(): Promise<this> {
    await this.get('/api/blokwerk/settings/get');
    return this;
  }

  graphql<T = unknown>(query: string, variables?: Record<string, unknown>, options?: RequestOptions) {
    return this.request<{ data?: T; errors?: { message: string; extensions?: { code?: string } }[] }>(
      'POST', '/api/blokwerk/graphql', { query, variables }, options,
    );
  }
}
