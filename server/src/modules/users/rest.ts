import { route } from '../../http/rest.js';
import { singleFileUpload } from '../../http/multipart.js';
import { deleteUserImage, getUserImage, setUserImage } from './image-operations.js';
import { PROFILE_IMAGE_MAX_BYTES } from './profile-image.js';
import { PROFILE_IMAGE_PARTS, userCreation } from './rest-input.js';
import { restUser } from './rest-payload.js';
import { createRole, deleteRole, listPermissions, listRoles, updateRole } from './role-operations.js';
import { createUser, deleteUser, getUser, listUsers, updateUser } from './user-operations.js';
import type { UserView } from './views.js';

const asUser = (user: UserView) => ({ User: restUser(user) });

/** The REST user calls (the signed-in user's own `/user` and `/user/profile` are auth's). */
export const userRoutes = [
  route({
    method: 'post',
    path: '/user',
    operation: createUser,
    before: singleFileUpload(PROFILE_IMAGE_PARTS, PROFILE_IMAGE_MAX_BYTES, 'UM_05'),
    input: userCreation,
    output: asUser,
  }),
  route({ method: 'get', path: '/user/list', operation: listUsers, output: (page) => ({ ...page, items: page.items.map(restUser) }) }),
  route({ method: 'get', path: '/user/roles', operation: listRoles, output: (roles) => ({ roles }) }),
  route({ method: 'post', path: '/user/roles', operation: createRole, output: (role) => ({ role }) }),
  route({ method: 'put', path: '/user/roles/:id', operation: updateRole, output: (role) => ({ role }) }),
  route({ method: 'delete', path: '/user/roles/:id', operation: deleteRole }),
  route({ method: 'get', path: '/user/permissions', operation: listPermissions, output: (permissions) => ({ permissions }) }),
  route({ method: 'get', path: '/user/:id', operation: getUser, output: asUser }),
  route({ method: 'put', path: '/user/:id', operation: updateUser, output: asUser }),
  route({ method: 'delete', path: '/user/:id', operation: deleteUser }),
  route({
    method: 'put',
    path: '/user/:id/image',
    operation: setUserImage,
    before: singleFileUpload(['profileImage'], PROFILE_IMAGE_MAX_BYTES, 'UM_05'),
    output: asUser,
  }),
  route({ method: 'delete', path: '/user/:id/image', operation: deleteUserImage, output: asUser }),
  route({
    method: 'get',
    path: '/user/:id/image',
    operation: getUserImage,
    // The URL carries the image's hash, so a cached copy never goes stale.
    send: (req, res, image) => {
      res.setHeader('Cache-Control', 'private, max-age=31536000, immutable');
      res.setHeader('ETag', `"${image.sha256}"`);
      if (req.get('if-none-match') === `"${image.sha256}"`) return void res.status(304).end();
      res.type(image.contentType).send(image.bytes);
    },
  }),
];
