import { createCheckoutProfileSchema } from '../lib/commerce/checkout-profile-schemas.js';
import { createCheckoutProfile, presentCheckoutProfile } from '../lib/commerce/checkout-profiles.js';
import { baseUrl } from '../lib/http/base-url.js';
import { defineHandler } from '../lib/http/handler.js';
import { created } from '../lib/http/responses.js';
import { checkoutProfileSchema } from '../lib/commerce/checkout-profile-response-schemas.js';

export const handler = defineHandler('create-checkout-profile', { responses: { 201: checkoutProfileSchema }, body: createCheckoutProfileSchema }, async ({ event, principal, body }) => {
  const profile = await createCheckoutProfile(principal.site!.id, body);
  const presented = presentCheckoutProfile(profile, baseUrl(event));
  return created(presented, presented.url);
});
