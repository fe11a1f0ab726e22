import { DEFAULT_CURRENCY } from '../commerce/money.js';
import type { Site } from './sites.js';
import type { Membership } from './members.js';

/** Public shape of a site; `currency` where the full site was read (a membership's copy has none). */
export const presentSite = (
  site: Pick<Site, 'id' | 'subdomain' | 'name' | 'locales' | 'createdAt'> & {
    currency?: string;
    require_customer_confirmation?: boolean;
    apiVersion?: string;
  },
  base: string,
  role?: string,
) => ({
  id: site.id,
  url: `${base}/sites/${site.id}`,
  subdomain: site.subdomain,
  name: site.name,
  locales: site.locales,
  ...('ownerId' in site && { currency: site.currency ?? DEFAULT_CURRENCY }),
  ...('ownerId' in site && { require_customer_confirmation: site.require_customer_confirmation === true }),
  ...('ownerId' in site && { api_version: site.apiVersion ?? null }),
  created_at: site.createdAt,
  ...(role && { role }),
});

/** Public shape of a membership as a member of a site. */
export const presentMember = (m: Membership, base: string) => ({
  url: `${base}/sites/${m.siteId}/members/${m.userId}`,
  user: { id: m.userId, email: m.email, name: m.name },
  role: m.role,
  created_at: m.createdAt,
});
