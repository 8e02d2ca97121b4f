import type { Request } from 'express';
import { route } from '../../http/rest.js';
import { restUser } from '../users/rest-payload.js';
import { createUser } from '../users/user-operations.js';
import type { UserView } from '../users/views.js';
import { changePassword, forgotPassword, resetAccount } from './account-operations.js';
import { login } from './login.js';
import { currentUser, logout, refreshSession } from './session-operations.js';

const asUser = (user: UserView) => ({ User: restUser(user) });

/** The registration payload (SPEC.md §7: name, email, role, jobTitle) in the shape of users.create. */
function registration(req: Request): unknown {
  const body = (req.body ?? {}) as Record<string, unknown>;
  return { email: body.email, role: body.role, profile: { name: body.name, jobTitle: body.jobTitle ?? '' } };
}

/** SPEC.md §7 calls under auth/; register creates an account for someone else (manage-users). */
export const authRoutes = [
  route({ method: 'post', path: '/auth/register', operation: createUser, input: registration, output: asUser }),
  route({ method: 'post', path: '/auth/login', operation: login, output: asUser }),
  route({ method: 'post', path: '/auth/logout', operation: logout }),
  route({ method: 'post', path: '/auth/user', operation: currentUser, output: asUser }),
  route({ method: 'post', path: '/auth/refresh-session', operation: refreshSession }),
  route({ method: 'post', path: '/auth/forgot-password', operation: forgotPassword }),
  route({ method: 'post', path: '/auth/reset-account', operation: resetAccount }),
  route({ method: 'post', path: '/auth/change-password', operation: changePassword }),
];
