import { route } from '../../http/rest.js';
import { singleFileUpload } from '../../http/multipart.js';
import { PROFILE_IMAGE_MAX_BYTES } from '../users/profile-image.js';
import { PROFILE_IMAGE_PARTS, userCreation } from '../users/rest-input.js';
import { restUser } from '../users/rest-payload.js';
import { createUser } from '../users/user-operations.js';
import type { UserView } from '../users/views.js';
import { changePassword, forgotPassword, resetAccount, updateOwnProfile } from './account-operations.js';
import { login } from './login.js';
import { currentUser, logout, refreshSession } from './session-operations.js';

const asUser = (user: UserView) => ({ User: restUser(user) });

/**
 * The REST calls under auth/, and the signed-in user's own `/user` and `/user/profile`;
 * register creates an account for someone else (manage-users).
 */
export const authRoutes = [
  route({
    method: 'post',
    path: '/auth/register',
    operation: createUser,
    before: singleFileUpload(PROFILE_IMAGE_PARTS, PROFILE_IMAGE_MAX_BYTES, 'UM_05'),
    input: userCreation,
    output: asUser,
  }),
  route({ method: 'post', path: '/auth/login', operation: login, output: asUser }),
  route({ method: 'post', path: '/auth/logout', operation: logout }),
  route({ method: 'post', path: '/auth/user', operation: currentUser, output: asUser }),
  route({ method: 'post', path: '/auth/refresh-session', operation: refreshSession }),
  route({ method: 'post', path: '/auth/forgot-password', operation: forgotPassword }),
  route({ method: 'post', path: '/auth/reset-account', operation: resetAccount }),
  route({ method: 'post', path: '/auth/change-password', operation: changePassword }),
  route({ method: 'get', path: '/user', operation: currentUser, output: asUser }),
  route({ method: 'put', path: '/user/profile', operation: updateOwnProfile, output: asUser }),
];
