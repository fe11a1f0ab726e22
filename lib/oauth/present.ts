import type { OAuthClient } from './clients.js';

/** Public shape of a client; the secret only in the creation response. */
export const presentClient = (client: OAuthClient, base: string, secret?: string) => ({
  client_id: client.client_id,
  url: `${base}/oauth2/clients/${client.client_id}`,
  ...(secret !== undefined && { client_secret: secret }),
  name: client.name,
  redirect_uris: client.redirect_uris,
  scopes: client.scopes,
  confidential: client.confidential,
  first_party: client.first_party,
  token_endpoint_auth_method: client.confidential ? 'client_secret_basic' : 'none',
  created_at: client.created_at,
  updated_at: client.updated_at,
});
