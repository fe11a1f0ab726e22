import { sitePk } from '../db/keys.js';

/**
 * Table keys of the OAuth items. Clients, codes, refresh tokens and user grants are global items
 * keyed by an id or a secret's hash; a customer's grant lives under its site's partition prefix.
 */
export const oauthKeys = {
  client: (clientId: string) => ({ pk: `OAUTH#CLIENT#${clientId}`, sk: 'CLIENT' }),
  /** GSI1 sort key of a client on its owner's partition (the owner's tokens and memberships share it). */
  clientIndexSk: (clientId: string) => `OAUTHCLIENT#${clientId}`,
  /** GSI1 partition of a client's grants, so deleting the client can revoke them all. */
  clientGrantsIndexPk: (clientId: string) => `OAUTH#CLIENTGRANTS#${clientId}`,
  authorizationRequest: (requestId: string) => ({ pk: `OAUTH#AUTHREQ#${requestId}`, sk: 'AUTHREQ' }),
  code: (codeHash: string) => ({ pk: `OAUTH#CODE#${codeHash}`, sk: 'CODE' }),
  refreshToken: (tokenHash: string) => ({ pk: `OAUTH#REFRESH#${tokenHash}`, sk: 'REFRESH' }),
  grant: (grantId: string, siteId?: string) =>
    siteId === undefined
      ? { pk: `OAUTH#GRANT#${grantId}`, sk: 'GRANT' }
      : { pk: sitePk(siteId, 'OAUTHGRANT'), sk: grantId },
  signingKeys: () => ({ pk: 'OAUTH#KEYS', sk: 'KEYS' }),
};
