import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { findTokenBySecret } from '../auth/tokens.js';
import { identityClaims } from './claims.js';
import { OAuthError } from './errors.js';
import { subjectProfile, type Subject } from './subject.js';

const BEARER = /^Bearer\s+([A-Za-z0-9._~+/-]{16,512}=*)\s*$/i;

/** RFC 6750 3: the error travels in the WWW-Authenticate challenge as well as the body. */
const bearerError = (
  status: 401 | 403,
  error: 'invalid_token' | 'insufficient_scope',
  description: string,
  withError = true,
) =>
  new OAuthError(status, error, description, {
    headers: {
      'www-authenticate': withError
        ? `Bearer realm="oauth2", error="${error}", error_description="${description}"`
        : 'Bearer realm="oauth2"',
    },
  });

/**
 * GET /oauth2/userinfo (OpenID Connect Core 5.3): the claims of the token's subject that its scopes
 * release. The token must carry `openid`. Token lookup and profile: two GetItems.
 */
export const userInfo = async (event: APIGatewayProxyEventV2): Promise<Record<string, unknown>> => {
  const header = event.headers.authorization;
  if (!header) throw bearerError(401, 'invalid_token', 'A bearer access token is required', false);
  const secret = BEARER.exec(header)?.[1];
  const token = secret ? await findTokenBySecret(secret) : undefined;
  if (!token || (token.expiresAt !== undefined && Date.parse(token.expiresAt) <= Date.now())) {
    throw bearerError(401, 'invalid_token', 'The access token is invalid, expired or revoked');
  }
  if (!token.scopes.includes('openid'))
    throw bearerError(403, 'insufficient_scope', 'The access token lacks the openid scope');
  let subject: Subject | undefined;
  if (token.kind === 'customer' && token.siteId && token.customerId)
    subject = { kind: 'customer', siteId: token.siteId, customerId: token.customerId };
  else if (token.userId) subject = { kind: 'user', userId: token.userId };
  const profile = subject && (await subjectProfile(subject));
  if (!profile) throw bearerError(401, 'invalid_token', 'The account behind this token no longer exists');
  return identityClaims(profile, token.scopes);
};
