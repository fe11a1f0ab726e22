import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { findTokenBySecret } from '../auth/tokens.js';
import { issuerOf } from './authorize.js';
import { authenticateClient } from './client-auth.js';
import { activeRefreshToken, REFRESH_TOKEN_PREFIX } from './grants.js';
import { bodyParams, required } from './params.js';
import { formatScopeParam } from './scope-rules.js';

const epoch = (time: string) => Math.floor(Date.parse(time) / 1000);

/**
 * POST /oauth2/introspect (RFC 7662), for confidential clients about their own tokens: anything
 * unknown, expired, revoked, rotated or issued to another client is `{"active": false}`.
 */
export const introspectToken = async (event: APIGatewayProxyEventV2): Promise<Record<string, unknown>> => {
  const params = bodyParams(event);
  const client = await authenticateClient(event, params, { allowPublic: false });
  const token = required(params, 'token');
  const inactive = { active: false };
  const iss = issuerOf(event);

  if (token.startsWith(REFRESH_TOKEN_PREFIX)) {
    const found = await activeRefreshToken(token, client.client_id);
    if (!found) return inactive;
    const { grant } = found;
    const subject = grant.subject;
    return {
      active: true,
      token_type: 'refresh_token',
      scope: formatScopeParam(grant.scopes),
      client_id: grant.client_id,
      sub: subject.kind === 'user' ? subject.userId : subject.customerId,
      ...(subject.kind === 'customer' && { site_id: subject.siteId }),
      exp: found.expiresAt,
      iss,
    };
  }

  const record = await findTokenBySecret(token);
  if (!record || record.clientId !== client.client_id) return inactive;
  if (record.expiresAt !== undefined && Date.parse(record.expiresAt) <= Date.now()) return inactive;
  return {
    active: true,
    token_type: 'Bearer',
    scope: formatScopeParam(record.scopes),
    client_id: record.clientId,
    sub: record.kind === 'customer' ? record.customerId : record.userId,
    ...(record.siteId !== undefined && { site_id: record.siteId }),
    ...(record.expiresAt !== undefined && { exp: epoch(record.expiresAt) }),
    iat: epoch(record.createdAt),
    iss,
  };
};
