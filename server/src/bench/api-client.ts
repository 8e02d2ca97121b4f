/** The smallest client that speaks the API's session and CSRF contract, for benchmarks. */
export class ApiClient {
  /** The last answer's own time at the server (its Server-Timing header), in ms. */
  serverMs: number | undefined;

  private constructor(private readonly baseUrl: string, private cookie: string, private token: string) {}

  static async signIn(baseUrl: string, email: string, password: string): Promise<ApiClient> {
    const first = await fetch(`${baseUrl}/api/blokwerk/settings/get`);
    await first.arrayBuffer();
    const client = new ApiClient(baseUrl, first.headers.getSetCookie()[0]?.split(';')[0] ?? '', first.headers.get('x-csrf-token') ?? '');
    await client.call('POST', '/api/blokwerk/auth/login', { email, password });
    return client;
  }

  /** The session cookie and the CSRF headers, for requests made by other means (streamed uploads). */
  headers(): Record<string, string> {
    return { cookie: this.cookie, 'x-csrf-token': this.token, 'x-requested-with': 'XMLHttpRequest' };
  }

  async call<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: { ...this.headers(), 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const cookie = response.headers.getSetCookie()[0]?.split(';')[0];
    if (cookie) this.cookie = cookie;
    this.token = response.headers.get('x-csrf-token') ?? this.token;
    const timing = /app;dur=([0-9.]+)/.exec(response.headers.get('server-timing') ?? '');
    this.serverMs = timing ? Number(timing[1]) : undefined;
    const payload = (await response.json()) as T & { Success?: boolean };
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(payload)}`);
    return payload;
  }
}
