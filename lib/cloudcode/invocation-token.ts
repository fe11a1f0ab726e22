import { prepareToken } from '../auth/tokens.js';
import { putNewItem } from '../db/one-item.js';
import type { ActiveDeployment } from './state.js';

/**
 * The token an invocation's SDK calls authenticate with: a site token of the deployment's site with
 * the deployment's scopes (never more than its deployer held), stored like any token (so it can be
 * revoked, and its requests are rate limited like any token's), expiring with the invocation. It
 * carries the invocation's depth, which the writes it makes inherit. One PutItem; kept out of the
 * deployer's token list (no index keys) and removed by the table's TTL an hour after it expires.
 */
export const issueInvocationToken = async (
  siteId: string,
  active: ActiveDeployment,
  depth: number,
  lifetimeSeconds: number,
  note: string,
): Promise<string> => {
  const { secret, item } = prepareToken({
    kind: 'site',
    siteId,
    userId: active.user_id,
    scopes: active.scopes,
    master: active.master,
    note: `cloud code: ${note}`.slice(0, 200),
    expiresIn: Math.ceil(lifetimeSeconds),
    invocationDepth: depth,
    sites: { [siteId]: { role: 'owner', subdomain: active.subdomain } },
    listed: false,
  });
  await putNewItem(item);
  return secret;
};
