/** Envelope of every REST answer. */
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

/** An answer's own time at the server in ms (its `Server-Timing: app;dur=…`, sent with BLOKWERK_SERVER_TIMING=true). */
export function serverTimingMs(headers: Headers): number | undefined {
  const timing = /app;dur=([0-9.]+)/.exec(headers.get('server-timing') ?? '');
  return timing ? Number(timing[1]) : undefined;
}

/**
 * Talks to a running server the way the admin does: keeps the session cookie, remembers the
 * latest CSRF token, and sends both headers on unsafe requests unless told not to. The tests
 * and the benchmarks (server/bench) share it.
 */
export class ApiClient {
  private cookies = new Map<string, string>();
  csrfToken: string | undefined;
  /** The last answer's own time at the server (serverTimingMs), for the benchmarks. */
  serverMs: number | undefined;

  constructor(readonly baseUrl: string) {}

  /** A client signed in as `email` (first contact, then the login); a refused login throws. */
  static async signIn(baseUrl: string, email: string, password: string): Promise<ApiClient> {
    const client = await new ApiClient(baseUrl).prime();
    const res = await client.post('/api/blokwerk/auth/login', { email, password });
    if (res.status !== 200) throw new Error(`login as ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
    return client;
  }

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

  /** The cookie and both headers an unsafe request needs, for requests made by other means (multipart or streamed uploads). */
  sessionHeaders(): Record<string, string> {
    return { cookie: this.cookieHeader, 'x-csrf-token': this.csrfToken ?? '', 'x-requested-with': 'XMLHttpRequest' };
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
    this.serverMs = serverTimingMs(response.headers);
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : undefined) as T };
  }

  get<T = Envelope>(path: string) {
    return this.request<T>('GET', path);
  }

  post<T = Envelope>(path: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('POST', path, body ?? {}, options);
  }

  /** A request whose answer must be a 2xx: its body, else an error naming the status and the body. */
  async call<T = Envelope>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await this.request<T>(method, path, body);
    if (res.status < 200 || res.status > 299) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  }

  /** Fetches a CSRF token (and the cookie it is tied to) the way a client's first contact does. */
  async prime(): Promise<this> {
    await this.get('/api/blokwerk/settings/get');
    return this;
  }

  graphql<T = unknown>(query: string, variables?: Record<string, unknown>, options?: RequestOptions) {
    return this.request<{ data?: T; errors?: { message: string; extensions?: { code?: string } }[] }>(
      'POST',
      '/api/blokwerk/graphql',
      { query, variables },
      options,
    );
  }
}
