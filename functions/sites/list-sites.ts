import { pageQuerySchema } from '../../lib/db/pagination.js';
import { baseUrl } from '../../lib/http/base-url.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { listResponse } from '../../lib/http/list.js';
import { listUserMemberships } from '../../lib/sites/sites.js';
import { presentSite } from '../../lib/sites/present.js';
import { siteListSchema } from '../../lib/sites/response-schemas.js';
import * as route from './routes.js';

export const handler = defineHandler(
  route.listSites,
  { responses: { 200: siteListSchema }, query: pageQuerySchema },
  async ({ event, principal, query }) => {
    const { userId, siteId } = principal.token;
    const base = baseUrl(event);
    const page = userId ? await listUserMemberships(userId, query) : { items: [] };
    // A site-bound token sees only its own site among its user's sites.
    const items = siteId ? page.items.filter((m) => m.siteId === siteId) : page.items;
    return listResponse(event, { ...page, items }, (m) =>
      presentSite(
        { id: m.siteId, subdomain: m.subdomain, name: m.siteName, locales: m.siteLocales, createdAt: m.siteCreatedAt },
        base,
        m.role,
      ),
    );
  },
);
