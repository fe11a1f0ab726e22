import type { Principal } from '../auth/principal.js';
import { notFound } from '../http/errors.js';
import type { TokenSite } from '../auth/token-record.js';

/**
 * The site a path names (id or subdomain) among those the caller's token may act on. Sites the
 * caller does not belong to are 404, exactly like sites that do not exist. No I/O: the token
 * already lists its sites.
 */
export const accessibleSite = (principal: Principal, idOrSubdomain: string): { id: string } & TokenSite => {
  const wanted = idOrSubdomain.toLowerCase();
  for (const [id, site] of Object.entries(principal.token.sites)) {
    if (principal.token.siteId !== undefined && id !== principal.token.siteId) continue;
    if (id === wanted || site.subdomain === wanted) return { id, ...site };
  }
  throw notFound('Site');
};
