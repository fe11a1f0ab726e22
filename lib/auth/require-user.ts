import { forbidden } from '../http/errors.js';
import type { Principal } from './principal.js';

/** The user behind a user token; other kinds of token are refused with 403. */
export const requireUserToken = (principal: Principal): string => {
  const { kind, userId } = principal.token;
  if (kind !== 'user' || userId === undefined)
    throw forbidden('user_token_required', 'This endpoint needs a user token');
  return userId;
};
