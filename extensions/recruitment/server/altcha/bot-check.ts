import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { DomainError, type OperationContext } from '@blokwerk/server/extension';

/**
 * The proof of work (ALTCHA, self-hosted: no third party). A challenge is signed with a key of
 * the server's own (derived from its secret, the same in every process) and expires; a solution
 * counts once: its challenge's nonce goes into `altcha_solution`, whose primary key refuses the
 * same solution on any process. The work: the counter the server picked (2,000–10,000) must be
 * found by hashing, each try 10 rounds of SHA-256 (60,000 hashes on average: a second or less
 * in the widget's workers, which hash with WebCrypto; a bot posting in bulk pays it per post).
 */
export const CHALLENGE_TTL_MS = 20 * 60 * 1000;
const ALGORITHM = 'SHA-256';
const COST = 10;
/** The widget's payload (base64 JSON) is a few hundred bytes; anything far larger is no payload. */
const MAX_PAYLOAD_LENGTH = 4000;

interface Keys {
  signature: string;
  keySignature: string;
}

/** The challenge's signature key, and the derived key's (which spares re-deriving it to verify). */
function keysOf(ctx: Pick<OperationContext, 'services'>): Keys {
  return { signature: ctx.services.secret('recruitment/altcha'), keySignature: ctx.services.secret('recruitment/altcha-key') };
}

/** A new signed challenge, valid for CHALLENGE_TTL_MS, for the widget (`challenge` attribute). */
export async function newChallenge(ctx: Pick<OperationContext, 'services'>): Promise<Challenge> {
  const keys = keysOf(ctx);
  return createChallenge({
    algorithm: ALGORITHM,
    cost: COST,
    counter: randomInt(10_000, 2_000),
    deriveKey,
    expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
    hmacSignatureSecret: keys.signature,
    hmacKeySignatureSecret: keys.keySignature,
  });
}

interface Payload {
  challenge: Challenge;
  solution: Solution;
}

function parsePayload(raw: string): Payload | undefined {
  if (raw.length > MAX_PAYLOAD_LENGTH) return undefined;
  try {
    const payload = JSON.parse(Buffer.from(raw, 'base64').toString('utf8')) as Partial<Payload> | null;
    const parameters = payload?.challenge?.parameters;
    if (typeof parameters !== 'object' || parameters === null || typeof payload?.solution !== 'object' || payload.solution === null) return undefined;
    return payload as Payload;
  } catch {
    return undefined;
  }
}

/** The payload's challenge, when it is ours (signature), unexpired and solved; else undefined. */
async function solvedChallenge(ctx: Pick<OperationContext, 'services'>, raw: unknown): Promise<Challenge | undefined> {
  if (typeof raw !== 'string') return undefined;
  const payload = parsePayload(raw);
  // Our challenges always expire: one without expiry was not signed by us.
  if (!payload || typeof payload.challenge.parameters.expiresAt !== 'number') return undefined;
  const keys = keysOf(ctx);
  try {
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: keys.signature,
      hmacKeySignatureSecret: keys.keySignature,
    });
    return result.verified ? payload.challenge : undefined;
  } catch {
    // Malformed parameters (not hex, …): no valid solution.
    return undefined;
  }
}

/** Is the payload a valid, unexpired solution (not yet spending it)? For collecting a form's errors before spending. */
export async function botCheckPasses(ctx: Pick<OperationContext, 'services'>, raw: unknown): Promise<boolean> {
  return (await solvedChallenge(ctx, raw)) !== undefined;
}

/**
 * Verifies the widget's payload and spends it, in the caller's transaction: a missing,
 * malformed, foreign, expired or already spent solution is V_04 on `altcha`. Spent solutions
 * are remembered until their challenge expires (then the expiry refuses them); a concurrent
 * spend of the same solution waits for the first transaction and is refused once it commits.
 */
export async function verifyBotCheck(ctx: Pick<OperationContext, 'services' | 'em'>, raw: unknown): Promise<void> {
  const challenge = await solvedChallenge(ctx, raw);
  if (!challenge) throw new DomainError('V_04', 'altcha');
  const { nonce, expiresAt = 0 } = challenge.parameters;
  const spent = await ctx.em.execute<{ nonce: string }[]>(
    `insert into "altcha_solution" ("nonce", "expires_at") values (?, to_timestamp(?)) on conflict ("nonce") do nothing returning "nonce"`,
    [nonce, expiresAt],
  );
  if (spent.length === 0) throw new DomainError('V_04', 'altcha');
}
