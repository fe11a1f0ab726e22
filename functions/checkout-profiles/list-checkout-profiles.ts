import { listRecords } from '../../lib/db/entity.js';
import { checkoutProfiles } from '../../lib/checkout-profiles/checkout-profiles.js';
import { presentCheckoutProfile } from '../../lib/checkout-profiles/present.js';
import { pageQuerySchema } from '../../lib/db/pagination.js';
import { baseUrl } from '../../lib/http/base-url.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { listResponse } from '../../lib/http/list.js';
import { checkoutProfileListSchema } from '../../lib/checkout-profiles/response-schemas.js';
import * as route from './routes.js';

export const handler = defineHandler(
  route.listCheckoutProfiles,
  { responses: { 200: checkoutProfileListSchema }, query: pageQuerySchema },
  async ({ event, principal, query }) => {
    const base = baseUrl(event);
    return listResponse(event, await listRecords(checkoutProfiles, principal.site!.id, query), (profile) =>
      presentCheckoutProfile(profile, base),
    );
  },
);
