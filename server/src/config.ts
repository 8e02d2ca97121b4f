import path from 'node:path';
import { z } from 'zod';

const flag = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1');

/** Every environment variable Blokwerk reads, validated once at start-up. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.url().optional(),
  BLOKWERK_DATA_DIR: z.string().default('./data'),
  BLOKWERK_PUBLIC_URL: z.url().optional(),
  BLOKWERK_SESSION_SECRET: z.string().min(32).optional(),
  BLOKWERK_SESSION_TTL_MINUTES: z.coerce.number().int().positive().default(120),
  BLOKWERK_TRUST_PROXY: z.string().optional(),
  BLOKWERK_GRAPHQL_INTROSPECTION: flag.default(true),
  BLOKWERK_SHUTDOWN_GRACE_MS: z.coerce.number().int().positive().default(8000),
  BLOKWERK_SCHEDULER_INTERVAL_MS: z.coerce.number().int().min(0).default(15_000),
  BLOKWERK_ADMIN_EMAIL: z.email().default('admin@blokwerk.local'),
  BLOKWERK_ADMIN_PASSWORD: z.string().optional(),
  BLOKWERK_SEED: z.enum(['demo', 'none']).default('demo'),
  SMTP_URL: z.url().optional(),
  BLOKWERK_MAIL_FROM: z.string().default('Blokwerk <no-reply@blokwerk.local>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Env = z.infer<typeof envSchema>;

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
  trustProxy: string | undefined;
  graphqlIntrospection: boolean;
  shutdownGraceMs: number;
  /** How often scheduled publications are looked for; 0: never in this process. */
  schedulerIntervalMs: number;
  logLevel: Env['LOG_LEVEL'];
  adminEmail: string;
  /** Empty or unset: a random password is generated and logged once. */
  adminPassword: string | undefined;
  seed: Env['BLOKWERK_SEED'];
  smtpUrl: string | undefined;
  mailFrom: string;
}

export class ConfigError extends Error {}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (`SMTP_URL=` in a compose file) means unset.
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(source).filter(([, value]) => value !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.BLOKWERK_DATA_DIR),
    publicUrl: e.BLOKWERK_PUBLIC_URL,
    sessionSecret: e.BLOKWERK_SESSION_SECRET,
    sessionTtlMs: e.BLOKWERK_SESSION_TTL_MINUTES * 60_000,
    trustProxy: e.BLOKWERK_TRUST_PROXY,
    graphqlIntrospection: e.BLOKWERK_GRAPHQL_INTROSPECTION,
    shutdownGraceMs: e.BLOKWERK_SHUTDOWN_GRACE_MS,
    schedulerIntervalMs: e.BLOKWERK_SCHEDULER_INTERVAL_MS,
    logLevel: e.LOG_LEVEL,
    adminEmail: e.BLOKWERK_ADMIN_EMAIL.toLowerCase(),
    adminPassword: e.BLOKWERK_ADMIN_PASSWORD || undefined,
    seed: e.BLOKWERK_SEED,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.BLOKWERK_MAIL_FROM,
  };
}
