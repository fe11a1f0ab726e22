import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { Principal } from '../auth/principal.js';
import { ApiError } from '../http/errors.js';
import { findSession } from './sessions.js';

/** The customer session secret a request carries (`Session-Token` or `X-Service-Session-Token`), if any. */
export const sessionSecret = (event: APIGatewayProxyEventV2): string | undefined =>
  (event.headers['session-token'] ?? event.headers['x-service-session-token'])?.trim() || undefined;

export const invalidSession = () =>
  new ApiError(401, 'invalid_session', 'The customer session is invalid or has expired; sign in again');

/**
 * The customer a request acts as, or undefined for an anonymous caller: a customer token names
 * it itself (no I/O); a site or user token acts as the customer of the session it sends (one
 * GetItem). A session that is unknown, expired or of another site is a 401, not silently anonymous,
 * so a client notices its sign-in has lapsed.
 */
export const currentCustomerId = async (
  principal: Principal,
  event: APIGatewayProxyEventV2,
): Promise<string | undefined> => {
  if (principal.token.kind === 'customer') return principal.token.customerId;
  const secret = sessionSecret(event);
  if (secret === undefined) return undefined;
  const session = await findSession(principal.site!.id, secret);
  if (!session) throw invalidSession();
  return session.customerId;
};
