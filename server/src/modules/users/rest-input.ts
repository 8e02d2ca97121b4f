import type { Request } from 'express';

/**
 * POST user and POST auth/register: users.create's input, sent as JSON ({ email, role, profile })
 * or flat as the REST register call names it (name, email, role, jobTitle), which is also how a
 * multipart form with a `profileImage` file sends it. Every other property is passed on, so the
 * strict input refuses it by name (an `image` sent as JSON cannot be stored: V_12 on `image`).
 */
export function userCreation(req: Request): unknown {
  const body = (req.body ?? {}) as Record<string, unknown>;
  const { name, jobTitle, ...rest } = body;
  if ('profile' in body || (name === undefined && jobTitle === undefined)) return body;
  return { ...rest, profile: { name, ...(jobTitle === undefined ? {} : { jobTitle }) } };
}
