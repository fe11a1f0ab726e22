import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { deleteTokenBySecret, findTokenBySecret } from '../auth/tokens.js';
import { authenticateClient } from './client-auth.js';
import { REFRESH_TOKEN_PREFIX, revokeRefreshToken } from './grants.js';
import { bodyParams, required } from './params.js';

/**
 * POST /oauth2/revoke (RFC 7009): a refresh token revokes its whole grant; an access token only
 * itself. Tokens that are unknown, already invalid or another client's are ignored: the answer is
 * the same 200 either way, so nothing is learnt from it.
 */
export const revokeToken = async (event: APIGatewayProxyEventV2): Promise<void> => {
  const params = bodyParams(event);
  const client = await authenticateClient(event, params, { allowPublic: true });
  const token = required(params, 'token');
  if (token.startsWith(REFRESH_TOKEN_PREFIX)) {
    await revokeRefreshToken(token, client.client_id);
    return;
  }
  const record = await findTokenBySecret(token);
  if (record?.clientId !== client.client_id) return;
  await deleteTokenBySecret(token);
};
