import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnServer, type LogLine, type SpawnedServer } from '../support/spawn-server.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';

// Starts the built server (server/dist): `npm run build` first (npm test does).

const ERROR_LEVEL = 50;

interface Answer {
  status: number;
  /** The answer's Connection header: `close` once the server drains. */
  connection: string | undefined;
  csrf: string | undefined;
  cookie: string | undefined;
}

/** One client with one kept-alive connection at a time (what a browser tab or a proxy's upstream pool holds). */
class KeptAlive {
  readonly agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  private csrf = '';
  private cookie = '';
  /** Answers since `markSignal()`, with their Connection header. */
  readonly afterSignal: Answer[] = [];
  private signalled = false;

  constructor(private readonly base: URL) {}

  send(method: 'GET' | 'POST'): Promise<Answer> {
    const body = method === 'POST' ? JSON.stringify({ query: '{ __typename }' }) : undefined;
    const path = method === 'POST' ? '/api/blokwerk/graphql' : '/api/blokwerk/settings/get';
    const headers: http.OutgoingHttpHeaders =
      method === 'POST' ? { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', 'x-csrf-token': this.csrf, cookie: this.cookie } : {};
    return new Promise((resolve, reject) => {
      const req = http.request({ host: this.base.hostname, port: this.base.port, method, path, headers, agent: this.agent }, (res) => {
        res.resume();
        res.on('error', reject);
        res.on('end', () => {
          const setCookie = res.headers['set-cookie']?.find((c) => c.startsWith('blokwerk_csrf='));
          const answer: Answer = {
            status: res.statusCode ?? 0,
            connection: res.headers.connection,
            csrf: res.headers['x-csrf-token'] as string | undefined,
            cookie: setCookie?.split(';')[0],
          };
          if (answer.csrf) this.csrf = answer.csrf;
          if (answer.cookie) this.cookie = answer.cookie;
          if (this.signalled) this.afterSignal.push(answer);
          resolve(answer);
        });
      });
      req.on('error', reject);
      req.end(body);
    });
  }

  markSignal(): void {
    this.signalled = true;
  }
}

/** What a request around SIGTERM may end in: an answer, or a refused new connection; anything else is a broken request. */
type Ending = 'refused' | `broken: ${string}`;

function ending(error: unknown): Ending {
  const { code, message } = error as NodeJS.ErrnoException;
  return code === 'ECONNREFUSED' ? 'refused' : `broken: ${code ?? ''} ${message}`;
}

/**
 * Sends requests on the client's connection (GET and POST in turn, a few ms apart) until one
 * ends other than in an answer: a refused new connection once the server said `Connection:
 * close` (what it must be), or a broken one.
 */
async function untilRefused(client: KeptAlive, first: number): Promise<Ending> {
  for (let i = first; ; i++) {
    let answer: Answer;
    try {
      answer = await client.send(i % 2 ? 'POST' : 'GET');
    } catch (error) {
      return ending(error);
    }
    expect(answer.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 15));
  }
}

/** What a run of sigtermAround came to. */
interface Run {
  /** How each client's requests ended (each sends until one does not end in an answer). */
  endings: Ending[];
  /** Each client's last answer after the signal: what sent it to a new connection. */
  lastAnswers: (Pick<Answer, 'status' | 'connection'> | undefined)[];
  code: number | null;
  errorsLogged: LogLine[];
}

const CLIENTS = 8;
/** Every request answered, or refused on a new connection once the server said `Connection: close`; the process ends cleanly. */
const CLEAN: Run = {
  endings: Array<Ending>(CLIENTS).fill('refused'),
  lastAnswers: Array.from({ length: CLIENTS }, () => ({ status: 200, connection: 'close' })),
  code: 0,
  errorsLogged: [],
};

/**
 * Clients on kept-alive connections around a SIGTERM: busy ones, sending all along, and idle
 * ones whose connection was left idle until 20 ms and 400 ms after the signal.
 */
async function sigtermAround(server: SpawnedServer): Promise<Run> {
  const base = new URL(server.url);
  const clients = Array.from({ length: CLIENTS }, () => new KeptAlive(base));
  const busy = clients.slice(0, 6);
  const idle = clients.slice(6);
  for (const client of clients) {
    if ((await client.send('GET')).status !== 200) throw new Error('the server did not answer before the signal');
  }
  const loops = busy.map((client, i) => untilRefused(client, i));
  await new Promise((resolve) => setTimeout(resolve, 300));
  server.child.kill('SIGTERM');
  for (const client of clients) client.markSignal();
  const late = idle.map(async (client, i) => {
    await new Promise((resolve) => setTimeout(resolve, i ? 400 : 20));
    return untilRefused(client, i);
  });
  const endings = await Promise.all([...loops, ...late]);
  const { code } = await server.exited;
  for (const client of clients) client.agent.destroy();
  return {
    endings,
    lastAnswers: clients.map((client) => {
      const last = client.afterSignal.at(-1);
      return last && { status: last.status, connection: last.connection };
    }),
    code,
    errorsLogged: server.logs.filter((l) => l.level >= ERROR_LEVEL),
  };
}

describe(
  'SIGTERM with requests on kept-alive connections: every request gets a whole answer or a refused new connection, none a reset or closed one',
  { timeout: 60_000 },
  () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await createTestDatabase();
    });
    afterAll(async () => {
      await database.drop();
    });

    const env = () => ({ DATABASE_URL: database.url, BLOKWERK_SCHEDULER_INTERVAL_MS: '0' });

    it('one process', async () => {
      expect(await sigtermAround(await spawnServer(env()))).toEqual(CLEAN);
    });

    it('two workers', async () => {
      expect(await sigtermAround(await spawnServer({ ...env(), BLOKWERK_WORKERS: '2' }))).toEqual(CLEAN);
    });
  },
);
