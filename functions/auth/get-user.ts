import { getUser } from '../../lib/auth/users.js';
import { presentUser } from '../../lib/auth/present.js';
import { forbidden, notFound } from '../../lib/http/errors.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { ok } from '../../lib/http/responses.js';
import { userSchema } from '../../lib/auth/response-schemas.js';
import * as route from './routes.js';

export const handler = defineHandler(route.getUser, { responses: { 200: userSchema } }, async ({ principal }) => {
  const userId = principal.token.userId;
  if (userId === undefined) throw forbidden('user_token_required', 'This token does not belong to a user');
  const user = await getUser(userId);
  if (!user) throw notFound('User');
  return ok(presentUser(user));
});
