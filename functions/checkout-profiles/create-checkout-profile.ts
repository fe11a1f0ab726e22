import { createCheckoutProfileSchema } from '../../lib/checkout-profiles/schemas.js';
import { createCheckoutProfile } from '../../lib/checkout-profiles/checkout-profiles.js';
import { presentCheckoutProfile } from '../../lib/checkout-profiles/present.js';
import { baseUrl } from '../../lib/http/base-url.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { created } from '../../lib/http/responses.js';
import { checkoutProfileSchema } from '../../lib/checkout-profiles/response-schemas.js';
import * as route from './routes.js';

export const handler = defineHandler(
  route.createCheckoutProfile,
  { responses: { 201: checkoutProfileSchema }, body: createCheckoutProfileSchema },
  async ({ event, principal, body }) => {
    const profile = await createCheckoutProfile(principal.site!.id, body);
    const presented = presentCheckoutProfile(profile, baseUrl(event));
    return created(presented, presented.url);
  },
);
