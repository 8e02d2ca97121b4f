import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { configuredExtensions } from './extension-list.js';
import { adminDistDir, siteDistDir } from './paths.js';

const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** express's named ranges, as its `trust proxy` setting (proxy-addr) knows them. */
const PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** `addr`, `addr/prefix` or `addr/netmask`, as proxy-addr compiles them. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGES.has(entry)) return true;
  const [address = '', range, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length) return false;
  if (range === undefined) return true;
  if (/^\d{1,3}$/.test(range)) return Number(range) <= (version === 4 ? 32 : 128);
  return version === 4 && isIP(range) === 4;
}

/**
 * BLOKWERK_TRUST_PROXY: a hop count (`1`: the one proxy in front), `true` (any, as far as the
 * client claims; only behind a proxy that overwrites X-Forwarded-For), `false`, or a
 * comma-separated list of proxy addresses and ranges. express reads a bare string as an address
 * list, so `1` would trust the address 0.0.0.1: numbers and booleans are converted here.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx): boolean | number | string => {
    if (value === 'true' || value === 'false') return value === 'true';
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    const wrong = entries.filter((entry) => !isProxyAddress(entry));
    if (wrong.length) {
      ctx.addIssue({ code: 'custom', message: `not a hop count, true/false or proxy address/range: ${wrong.join(', ')}` });
      return z.NEVER;
    }
    return entries.join(',');
  });

/** BLOKWERK_PURGER: `none`, `varnish:<url>[,<url>…]` (PURGE with an xkey-purge header) or `http:<url>` (a JSON POST of the tags). */
const purger = z
  .string()
  .trim()
  .transform((value, ctx): Purger => {
    if (value === 'none') return { kind: 'none', urls: [] };
    const [, kind, list = ''] = /^(varnish|http):(.*)$/.exec(value) ?? [];
    const urls = list
      .split(',')
      .map((url) => url.trim())
      .filter(Boolean);
    if ((kind !== 'varnish' && kind !== 'http') || !urls.length || !urls.every((url) => URL.canParse(url) && /^https?:$/.test(new URL(url).protocol))) {
      ctx.addIssue({ code: 'custom', message: 'not none, varnish:<http url>[,<http url>…] or http:<http url>' });
      return z.NEVER;
    }
    return { kind, urls };
  });

/** Where a CDN in front is told which cache tags a change made stale (cdn/purger.ts). */
export interface Purger {
  kind: 'none' | 'varnish' | 'http';
  urls: string[];
  /** BLOKWERK_PURGE_SECRET, sent as the Blokwerk-Purge-Secret header. */
  secret?: string;
}

/** Every environment variable Blokwerk reads, validated once at start-up. */
const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATABASE_URL: z.url().optional(),
    BLOKWERK_DATA_DIR: z.string().default('./data'),
    BLOKWERK_PUBLIC_URL: z.url().optional(),
    BLOKWERK_SESSION_SECRET: z.string().min(32).optional(),
    BLOKWERK_SESSION_TTL_MINUTES: z.coerce.number().int().positive().default(120),
    BLOKWERK_SESSION_MAX_HOURS: z.coerce.number().positive().default(12),
    BLOKWERK_AUDIT_RETENTION_DAYS: z.coerce.number().int().positive().default(365),
    BLOKWERK_RETENTION_INTERVAL_MS: z.coerce.number().int().min(100).default(3_600_000),
    BLOKWERK_TRUST_PROXY: trustProxy.optional(),
    BLOKWERK_GRAPHQL_INTROSPECTION: flag.default(true),
    BLOKWERK_MCP_ENABLED: flag.default(false),
    BLOKWERK_MCP_RATE_LIMIT: z.coerce.number().int().min(0).default(120),
    BLOKWERK_SERVER_TIMING: flag.default(false),
    BLOKWERK_SHUTDOWN_GRACE_MS: z.coerce.number().int().positive().default(8000),
    BLOKWERK_WORKERS: z.coerce.number().int().min(1).max(256).default(1),
    BLOKWERK_PURGER: purger.default({ kind: 'none', urls: [] }),
    /** Sent with every purge; docs/varnish/blokwerk.vcl refuses a PURGE without it (required with `varnish:`). */
    BLOKWERK_PURGE_SECRET: z
      .string()
      .min(32)
      .regex(/^[\x21-\x7e]+$/, 'printable ASCII, no spaces')
      .optional(),
    /** Unset: the tag headers a purger needs (cacheTagHeadersFor); `none`: none. */
    BLOKWERK_CACHE_TAG_HEADERS: z.string().optional(),
    BLOKWERK_SCHEDULER_INTERVAL_MS: z.coerce.number().int().min(0).default(15_000),
    BLOKWERK_ADMIN_EMAIL: z.email().default('admin@blokwerk.local'),
    BLOKWERK_ADMIN_PASSWORD: z.string().optional(),
    BLOKWERK_SEED: z.enum(['demo', 'none']).default('demo'),
    SMTP_URL: z.url().optional(),
    BLOKWERK_MAIL_FROM: z.string().default('Blokwerk <no-reply@blokwerk.local>'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    BLOKWERK_MEDIA_STORAGE: z.enum(['fs', 's3']).default('fs'),
    BLOKWERK_S3_BUCKET: z.string().optional(),
    BLOKWERK_S3_ENDPOINT: z.url().optional(),
    BLOKWERK_S3_REGION: z.string().default('us-east-1'),
    BLOKWERK_S3_ACCESS_KEY_ID: z.string().optional(),
    BLOKWERK_S3_SECRET_ACCESS_KEY: z.string().optional(),
    BLOKWERK_S3_FORCE_PATH_STYLE: flag.default(false),
    BLOKWERK_S3_CACHE_MB: z.coerce.number().int().positive().default(2048),
    BLOKWERK_ADMIN_DIST: z.string().optional(),
    BLOKWERK_SITE_DIST: z.string().optional(),
    BLOKWERK_MIRROR_DIR: z.string().optional(),
    BLOKWERK_RENDITION_CACHE_MB: z.coerce.number().int().positive().default(2048),
    BLOKWERK_PAGE_CACHE_MB: z.coerce.number().int().positive().default(32),
    BLOKWERK_WORKER_HEAP_MB: z.coerce.number().int().min(128).default(512),
    BLOKWERK_BACKUP_DIR: z.string().optional(),
    BLOKWERK_BACKUP_INTERVAL_HOURS: z.coerce.number().positive().default(24),
    BLOKWERK_BACKUP_KEEP: z.coerce.number().int().min(1).default(7),
    BLOKWERK_WEBHOOKS_ALLOW_PRIVATE: flag.default(false),
    BLOKWERK_WEBHOOK_RETRY_BASE_MS: z.coerce.number().int().min(10).default(30_000),
    BLOKWERK_WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
    BLOKWERK_WEBHOOK_LOG_DAYS: z.coerce.number().int().positive().default(30),
  })
  .superRefine((e, issues) => {
    if (e.BLOKWERK_MEDIA_STORAGE !== 's3') return;
    if (!e.BLOKWERK_S3_BUCKET) issues.addIssue({ code: 'custom', path: ['BLOKWERK_S3_BUCKET'], message: 'required when BLOKWERK_MEDIA_STORAGE=s3' });
    // One key without the other is a typo, not a wish for the SDK's default credentials.
    if ((e.BLOKWERK_S3_ACCESS_KEY_ID === undefined) !== (e.BLOKWERK_S3_SECRET_ACCESS_KEY === undefined)) {
      issues.addIssue({
        code: 'custom',
        path: ['BLOKWERK_S3_SECRET_ACCESS_KEY'],
        message: "set both BLOKWERK_S3_ACCESS_KEY_ID and BLOKWERK_S3_SECRET_ACCESS_KEY, or neither (the SDK's default credentials)",
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

/** Every variable Blokwerk reads (BLOKWERK_EXTENSIONS in extension-list.ts): the compose check holds docker-compose.yml to it. */
export const CONFIG_VARIABLES: readonly string[] = [...Object.keys(envSchema.shape), 'BLOKWERK_EXTENSIONS'];

/** An S3-compatible bucket for media objects (BLOKWERK_MEDIA_STORAGE=s3). */
export interface S3Settings {
  bucket: string;
  /** Unset: AWS itself; else the S3-compatible service's URL. */
  endpoint: string | undefined;
  region: string;
  /** Unset: the SDK's default chain (environment, instance role, …). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
  /** The bound of the local copies that renditions and sending read (BLOKWERK_S3_CACHE_MB). */
  cacheBytes: number;
}

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  /** External PostgreSQL; when absent an embedded server runs under dataDir/postgres. */
  databaseUrl: string | undefined;
  dataDir: string;
  publicUrl: string | undefined;
  sessionSecret: string | undefined;
  sessionTtlMs: number;
  /** A session ends this long after sign-in, however active (absolute lifetime). */
  sessionMaxAgeMs: number;
  /** How long audit entries are kept (days). */
  auditRetentionDays: number;
  /** How often old rows are pruned (modules/retention.ts). */
  retentionIntervalMs: number;
  /** express's `trust proxy` setting; undefined: no proxy in front (the socket's address is the client's). */
  trustProxy: boolean | number | string | undefined;
  graphqlIntrospection: boolean;
  /** Serve the MCP endpoint at /api/blokwerk/mcp (modules/mcp), for clients with a personal access token; off by default. */
  mcpEnabled: boolean;
  /** MCP requests one token may make per minute (beyond: 429 G_04); 0: no limit. */
  mcpRateLimit: number;
  /** Send `Server-Timing: app;dur=…` (benchmarks read it); off by default, as it tells anyone how long each answer took. */
  serverTiming: boolean;
  shutdownGraceMs: number;
  /** Where content events purge a CDN's cached answers by tag. */
  purger: Purger;
  /** The headers that carry a site answer's cache tags (none: not sent). */
  cacheTagHeaders: string[];
  /** Server processes on the one port (node:cluster); 1: this process serves alone. `npm start` in production defaults it to the cores. */
  workers: number;
  /** How often scheduled publications are looked for; 0: never in this process. */
  schedulerIntervalMs: number;
  logLevel: Env['LOG_LEVEL'];
  adminEmail: string;
  /** Empty or unset: a random password is generated and logged once. */
  adminPassword: string | undefined;
  seed: Env['BLOKWERK_SEED'];
  /** The extensions to load, by package name or folder (extension-list.ts). */
  extensions: string[];
  /** The admin and site builds served: admin/dist and site/dist unless a build with other extensions lives elsewhere. */
  adminDistDir: string;
  siteDistDir: string;
  /** The host's static mirror of published pages for nginx (site/mirror/, docs/nginx/blokwerk.conf); undefined: none. */
  mirrorDir: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where media objects live: under dataDir/media (undefined), or in a bucket. */
  s3: S3Settings | undefined;
  /** The disk budget of image renditions (crops, variants), least recently used deleted first. */
  renditionCacheBytes: number;
  /** Each process's memory budget for rendered pages (plain and compressed together). */
  pageCacheBytes: number;
  /** With workers: each one's V8 old-generation limit (--max-old-space-size), in MB. */
  workerHeapMb: number;
  /** Scheduled backups (BLOKWERK_BACKUP_DIR); undefined: none. */
  backups: ScheduledBackups | undefined;
  webhooks: WebhookSettings;
}

/** How webhook deliveries are sent (modules/webhooks/drainer.ts). */
export interface WebhookSettings {
  /** Endpoints may be on loopback or private networks (off: refused at connect time, against SSRF). */
  allowPrivate: boolean;
  /** The first retry's delay; each further one is four times longer (capped at six hours). */
  retryBaseMs: number;
  timeoutMs: number;
  /** How long the delivery log is kept. */
  logDays: number;
}

/** Where and how often the server writes a backup of itself, and how many it keeps (modules/backups/schedule.ts). */
export interface ScheduledBackups {
  dir: string;
  intervalMs: number;
  keep: number;
}

export class ConfigError extends Error {}

/**
 * The headers that carry a site answer's cache tags: as configured, else only where something
 * reads them (a purger's cache: Varnish's xkey, a CDN's Surrogate-Key or Cache-Tag). Without
 * one, the tags are bytes on every answer that no browser uses.
 */
function cacheTagHeadersFor(configured: string | undefined, { kind }: Purger): string[] {
  if (configured !== undefined)
    return configured.trim() === 'none'
      ? []
      : configured
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean);
  if (kind === 'varnish') return ['xkey'];
  return kind === 'http' ? ['Surrogate-Key', 'xkey', 'Cache-Tag'] : [];
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (`SMTP_URL=` in a compose file) means unset.
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(source).filter(([, value]) => value !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.BLOKWERK_PURGER.kind === 'varnish' && !e.BLOKWERK_PURGE_SECRET) {
    throw new ConfigError('Invalid environment:\n  BLOKWERK_PURGE_SECRET: required with BLOKWERK_PURGER=varnish:… (the recipe refuses purges without it)');
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.BLOKWERK_DATA_DIR),
    publicUrl: e.BLOKWERK_PUBLIC_URL,
    sessionSecret: e.BLOKWERK_SESSION_SECRET,
    sessionTtlMs: e.BLOKWERK_SESSION_TTL_MINUTES * 60_000,
    sessionMaxAgeMs: e.BLOKWERK_SESSION_MAX_HOURS * 3_600_000,
    auditRetentionDays: e.BLOKWERK_AUDIT_RETENTION_DAYS,
    retentionIntervalMs: e.BLOKWERK_RETENTION_INTERVAL_MS,
    trustProxy: e.BLOKWERK_TRUST_PROXY,
    graphqlIntrospection: e.BLOKWERK_GRAPHQL_INTROSPECTION,
    mcpEnabled: e.BLOKWERK_MCP_ENABLED,
    mcpRateLimit: e.BLOKWERK_MCP_RATE_LIMIT,
    serverTiming: e.BLOKWERK_SERVER_TIMING,
    shutdownGraceMs: e.BLOKWERK_SHUTDOWN_GRACE_MS,
    workers: e.BLOKWERK_WORKERS,
    purger: { ...e.BLOKWERK_PURGER, secret: e.BLOKWERK_PURGE_SECRET },
    cacheTagHeaders: cacheTagHeadersFor(e.BLOKWERK_CACHE_TAG_HEADERS, e.BLOKWERK_PURGER),
    schedulerIntervalMs: e.BLOKWERK_SCHEDULER_INTERVAL_MS,
    logLevel: e.LOG_LEVEL,
    adminEmail: e.BLOKWERK_ADMIN_EMAIL.toLowerCase(),
    adminPassword: e.BLOKWERK_ADMIN_PASSWORD || undefined,
    seed: e.BLOKWERK_SEED,
    extensions: configuredExtensions(source),
    adminDistDir: e.BLOKWERK_ADMIN_DIST ? path.resolve(e.BLOKWERK_ADMIN_DIST) : adminDistDir,
    siteDistDir: e.BLOKWERK_SITE_DIST ? path.resolve(e.BLOKWERK_SITE_DIST) : siteDistDir,
    mirrorDir: e.BLOKWERK_MIRROR_DIR ? path.resolve(e.BLOKWERK_MIRROR_DIR) : undefined,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.BLOKWERK_MAIL_FROM,
    renditionCacheBytes: e.BLOKWERK_RENDITION_CACHE_MB * 1024 * 1024,
    pageCacheBytes: e.BLOKWERK_PAGE_CACHE_MB * 1024 * 1024,
    workerHeapMb: e.BLOKWERK_WORKER_HEAP_MB,
    webhooks: {
      allowPrivate: e.BLOKWERK_WEBHOOKS_ALLOW_PRIVATE,
      retryBaseMs: e.BLOKWERK_WEBHOOK_RETRY_BASE_MS,
      timeoutMs: e.BLOKWERK_WEBHOOK_TIMEOUT_MS,
      logDays: e.BLOKWERK_WEBHOOK_LOG_DAYS,
    },
    backups: e.BLOKWERK_BACKUP_DIR
      ? { dir: path.resolve(e.BLOKWERK_BACKUP_DIR), intervalMs: e.BLOKWERK_BACKUP_INTERVAL_HOURS * 3_600_000, keep: e.BLOKWERK_BACKUP_KEEP }
      : undefined,
    s3:
      e.BLOKWERK_MEDIA_STORAGE === 's3' && e.BLOKWERK_S3_BUCKET
        ? {
            bucket: e.BLOKWERK_S3_BUCKET,
            endpoint: e.BLOKWERK_S3_ENDPOINT,
            region: e.BLOKWERK_S3_REGION,
            credentials:
              e.BLOKWERK_S3_ACCESS_KEY_ID && e.BLOKWERK_S3_SECRET_ACCESS_KEY
                ? { accessKeyId: e.BLOKWERK_S3_ACCESS_KEY_ID, secretAccessKey: e.BLOKWERK_S3_SECRET_ACCESS_KEY }
                : undefined,
            forcePathStyle: e.BLOKWERK_S3_FORCE_PATH_STYLE,
            cacheBytes: e.BLOKWERK_S3_CACHE_MB * 1024 * 1024,
          }
        : undefined,
  };
}
