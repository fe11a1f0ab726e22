import { getRecord, recordPrefetch } from '../../lib/db/entity.js';
import { checkoutProfileParamsSchema } from '../../lib/checkout-profiles/schemas.js';
import { checkoutProfiles } from '../../lib/checkout-profiles/checkout-profiles.js';
import { presentCheckoutProfile } from '../../lib/checkout-profiles/present.js';
import { baseUrl } from '../../lib/http/base-url.js';
import { notFound } from '../../lib/http/errors.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { ok } from '../../lib/http/responses.js';
import { checkoutProfileSchema } from '../../lib/checkout-profiles/response-schemas.js';
import * as route from './routes.js';

export const handler = defineHandler(
  route.getCheckoutProfile,
  {
    prefetch: recordPrefetch(checkoutProfiles, 'profile'),
    responses: { 200: checkoutProfileSchema },
    params: checkoutProfileParamsSchema,
  },
  async ({ event, principal, params }) => {
    const profile = await getRecord(checkoutProfiles, principal.site!.id, params.profile);
    if (!profile) throw notFound('Checkout profile');
    return ok(presentCheckoutProfile(profile, baseUrl(event)));
  },
);
