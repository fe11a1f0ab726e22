import type { Principal } from '../auth/principal.js';
import { forbidden } from '../http/errors.js';
import { accessibleSite } from './access.js';

/** The site a path names, when the caller owns it: 404 for other sites, 403 for members who are not the owner. */
export const ownedSite = (principal: Principal, idOrSubdomain: string) => {
  const site = accessibleSite(principal, idOrSubdomain);
  if (site.role !== 'owner') throw forbidden('owner_required', 'Only the site owner can manage its members');
  return site;
};
