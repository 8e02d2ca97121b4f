import { z } from 'zod';
import { defineOperation, route, type FeatureModule } from '@blokwerk/server/extension';
import type { Challenge } from 'altcha-lib';
import { cleaning } from '../cleanup.js';
import { newChallenge } from './bot-check.js';

/** GET altcha/challenge: a new signed, expiring proof-of-work challenge for the forms' widget. */
export const altchaChallenge = defineOperation({
  name: 'altcha.challenge',
  access: { public: true },
  kind: 'read',
  input: z.strictObject({}),
  run: async (ctx): Promise<Challenge> => newChallenge(ctx),
});

/** The public forms' bot check (bot-check.ts): challenges, and spent solutions until they expire. */
export const altchaModule: FeatureModule = {
  name: 'altcha',
  entities: [],
  routes: [
    // The widget reads the challenge itself: its JSON as altcha-lib made it, not in an envelope.
    route({ method: 'get', path: '/altcha/challenge', operation: altchaChallenge, send: (_req, res, challenge) => void res.json(challenge) }),
  ],
  background: (deps) => cleaning(deps, 'altcha: forgetting expired solutions', `delete from "altcha_solution" where "expires_at" < now()`),
};
