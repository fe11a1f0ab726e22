import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { basicCredentials } from '../http/basic-auth.js';
import { clientSecretMatches, getClient, type OAuthClient } from './clients.js';
import { invalidClient, invalidRequest } from './errors.js';
import type { OAuthParams } from './params.js';

export interface ClientAuthOptions {
  /** Whether a public client (client_id only) may use the endpoint. */
  readonly allowPublic: boolean;
}

// RFC 6749 2.3.1: the Basic credentials are form-encoded before base64.
const formDecode = (value: string): string => {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    throw invalidClient('The Basic credentials are not valid form encoding');
  }
};

/**
 * Identifies and authenticates the calling client: `client_secret_basic`, `client_secret_post`,
 * or for public clients `client_id` alone. One GetItem. Every failure is 401 `invalid_client`.
 */
export const authenticateClient = async (
  event: APIGatewayProxyEventV2,
  params: OAuthParams,
  options: ClientAuthOptions,
): Promise<OAuthClient> => {
  const basic = basicCredentials(event.headers.authorization);
  if (basic && params.client_secret !== undefined)
    throw invalidRequest('Use one client authentication method, not several');
  const clientId = basic ? formDecode(basic.username) : params.client_id;
  if (basic && params.client_id !== undefined && params.client_id !== clientId) {
    throw invalidRequest('client_id does not match the authenticated client');
  }
  if (clientId === undefined) throw invalidClient('Client authentication is required');
  const secret = basic ? formDecode(basic.password) : params.client_secret;

  const client = /^[0-9a-f]{24}$/.test(clientId) ? await getClient(clientId) : undefined;
  if (!client) throw invalidClient();
  if (client.confidential) {
    if (secret === undefined || !clientSecretMatches(client, secret)) throw invalidClient();
  } else {
    if (secret !== undefined && secret !== '') throw invalidClient('Public clients have no secret');
    if (!options.allowPublic) throw invalidClient('Public clients cannot use this endpoint');
  }
  const { secret_hash: _hash, ...shown } = client as OAuthClient & { secret_hash?: string };
  return shown;
};
