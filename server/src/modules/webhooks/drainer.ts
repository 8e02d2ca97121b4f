import type { MikroORM } from '@mikro-orm/postgresql';
import type { WebhookSettings } from '../../config.js';
import type { Logger } from '../../logger.js';
import type { Services } from '../../operations/define.js';
import { decryptSecret } from './secret.js';
import { deliveryHeaders } from './signing.js';
import { post, type PostOutcome } from './target.js';

/** Attempts per queueing (emit or redeliver): with the default 30 s base about a day of retries (30 s, 2 min, 8 min, 32 min, 2 h, then every 6 h). */
export const MAX_ATTEMPTS = 9;
const MAX_DELAY_MS = 6 * 3_600_000;
/** Deliveries sent side by side, so one slow endpoint does not hold up the others. */
const CLAIM_BATCH = 4;
/** The safety net: every process looks for due deliveries at least this often (other processes' emits, crashed attempts). */
const POLL_INTERVAL_MS = 30_000;
/** A due delivery another process is claiming right now is skipped (skip locked): the next look waits a little rather than spin. */
const MIN_WAIT_MS = 50;

/** The wait before the next attempt after `roundAttempts` failed ones: exponential, ±20 % jitter so failing endpoints' retries spread out. */
export function retryDelayMs(baseMs: number, roundAttempts: number): number {
  const delay = Math.min(baseMs * 4 ** Math.max(0, roundAttempts - 1), MAX_DELAY_MS);
  return Math.round(delay * (0.8 + Math.random() * 0.4));
}

interface Claimed {
  id: string;
  event: string;
  body: string;
  roundAttempts: number;
  url: string;
  secretCipher: string;
}

interface Attempt {
  outcome?: PostOutcome;
  error?: string;
  durationMs: number;
}

export interface WebhookDrainer {
  /** Asks for a pass soon (after a commit that queued deliveries); passes never overlap. */
  kick(): void;
  stop(): Promise<void>;
}

interface Parts {
  orm: MikroORM;
  services: Services;
  log: Logger;
  settings: WebhookSettings;
}

/**
 * Claims due deliveries: their `next_attempt_at` moves past the attempt's lease in the claiming
 * statement, so another process (skip locked) or the next pass does not send them again while
 * the attempt runs; a process that dies mid-attempt leaves them due once the lease ends (at least once).
 */
async function claim({ orm, settings }: Parts): Promise<Claimed[]> {
  const leaseSeconds = (settings.timeoutMs * 2 + 5_000) / 1000;
  return orm.em.getConnection().execute<Claimed[]>(
    `update "webhook_delivery" d
        set "attempts" = d."attempts" + 1, "round_attempts" = d."round_attempts" + 1, "next_attempt_at" = now() + make_interval(secs => ?)
       from "webhook_endpoint" e
      where e."id" = d."endpoint_id"
        and d."id" in (select q."id" from "webhook_delivery" q join "webhook_endpoint" qe on qe."id" = q."endpoint_id" and qe."enabled"
                        where q."status" = 'pending' and q."next_attempt_at" <= now()
                        order by q."next_attempt_at", q."id" limit ${CLAIM_BATCH} for update of q skip locked)
      returning d."id", d."event", d."body", d."round_attempts" as "roundAttempts", e."url", e."secret_cipher" as "secretCipher"`,
    [leaseSeconds],
  );
}

async function attempt(parts: Parts, delivery: Claimed): Promise<Attempt> {
  const started = performance.now();
  try {
    const secret = decryptSecret(parts.services, delivery.secretCipher);
    const outcome = await post(delivery.url, deliveryHeaders(delivery, secret, delivery.body), delivery.body, {
      timeoutMs: parts.settings.timeoutMs,
      allowPrivate: parts.settings.allowPrivate,
    });
    return { outcome, durationMs: Math.round(performance.now() - started) };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error), durationMs: Math.round(performance.now() - started) };
  }
}

/** Logs the attempt and settles the delivery: delivered on a 2xx, else due again after the backoff, or failed after the last attempt. */
async function record(parts: Parts, delivery: Claimed, result: Attempt): Promise<void> {
  const { outcome, error, durationMs } = result;
  const delivered = outcome !== undefined && outcome.statusCode >= 200 && outcome.statusCode < 300;
  const exhausted = !delivered && delivery.roundAttempts >= MAX_ATTEMPTS;
  const status = delivered ? 'delivered' : exhausted ? 'failed' : 'pending';
  const errorText = error?.slice(0, 500) ?? null;
  await parts.orm.em.fork().transactional(async (em) => {
    await em.execute(
      `insert into "webhook_attempt" ("delivery_id", "at", "status_code", "response_excerpt", "error", "duration_ms") values (?, now(), ?, ?, ?, ?)`,
      [delivery.id, outcome?.statusCode ?? null, outcome?.excerpt ?? '', errorText, durationMs],
    );
    await em.execute(
      `update "webhook_delivery"
          set "status" = ?, "delivered_at" = case when ? then now() else "delivered_at" end,
              "next_attempt_at" = now() + make_interval(secs => ?),
              "last_status_code" = ?, "last_response" = ?, "last_error" = ?
        where "id" = ?`,
      [
        status,
        delivered,
        delivered || exhausted ? 0 : retryDelayMs(parts.settings.retryBaseMs, delivery.roundAttempts) / 1000,
        outcome?.statusCode ?? null,
        outcome?.excerpt ?? null,
        errorText,
        delivery.id,
      ],
    );
  });
  if (!delivered)
    parts.log.warn({ delivery: delivery.id, event: delivery.event, status: outcome?.statusCode, err: error, final: exhausted }, 'webhooks: a delivery failed');
}

/** Milliseconds until the earliest pending delivery of an enabled endpoint is due (the poll interval when none is). */
async function untilNextDue({ orm }: Parts): Promise<number> {
  const [row] = await orm.em.getConnection().execute<{ inMs: number | null }[]>(
    `select extract(epoch from (min(d."next_attempt_at") - now())) * 1000 as "inMs"
         from "webhook_delivery" d join "webhook_endpoint" e on e."id" = d."endpoint_id" and e."enabled"
        where d."status" = 'pending'`,
  );
  const inMs = row?.inMs === null || row?.inMs === undefined ? POLL_INTERVAL_MS : Number(row.inMs);
  return Math.max(MIN_WAIT_MS, Math.min(POLL_INTERVAL_MS, Math.ceil(inMs)));
}

/**
 * The outbox's sender, in every process: a pass right after each commit that queued deliveries
 * (kick), at the next retry's due time, and at least every POLL_INTERVAL_MS.
 */
export function webhookDrainer(parts: Parts): WebhookDrainer {
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  // Until nothing is due, or the process stops (attempts under way finish first).
  const pass = async () => {
    for (;;) {
      const batch = stopped ? [] : await claim(parts);
      if (!batch.length) return;
      await Promise.all(batch.map(async (delivery) => record(parts, delivery, await attempt(parts, delivery))));
    }
  };
  const schedule = async () => {
    const wait = await untilNextDue(parts);
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(run, wait);
    timer.unref();
  };
  const run = (): void => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = pass()
      .then(schedule)
      .catch((error: unknown) => {
        parts.log.warn({ err: error }, 'webhooks: the delivery pass stopped; it is tried again later');
        if (stopped) return;
        clearTimeout(timer);
        timer = setTimeout(run, POLL_INTERVAL_MS);
        timer.unref();
      })
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          run();
        }
      });
  };
  const first = setImmediate(run);
  return {
    kick: run,
    async stop() {
      stopped = true;
      clearImmediate(first);
      clearTimeout(timer);
      await running;
    },
  };
}
