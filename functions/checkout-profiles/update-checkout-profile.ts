import { checkoutProfileParamsSchema, updateCheckoutProfileSchema } from '../../lib/checkout-profiles/schemas.js';
import { updateCheckoutProfile } from '../../lib/checkout-profiles/checkout-profiles.js';
import { presentCheckoutProfile } from '../../lib/checkout-profiles/present.js';
import { baseUrl } from '../../lib/http/base-url.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { ok } from '../../lib/http/responses.js';
import { checkoutProfileSchema } from '../../lib/checkout-profiles/response-schemas.js';
import * as route from './routes.js';

export const handler = defineHandler(
  route.updateCheckoutProfile,
  { responses: { 200: checkoutProfileSchema }, params: checkoutProfileParamsSchema, body: updateCheckoutProfileSchema },
  async ({ event, principal, params, body }) => {
    const profile = await updateCheckoutProfile(principal.site!.id, params.profile, body);
    return ok(presentCheckoutProfile(profile, baseUrl(event)));
  },
);
