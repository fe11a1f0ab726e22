import { checkoutProfileParamsSchema } from '../lib/commerce/checkout-profile-schemas.js';
import { getCheckoutProfile, presentCheckoutProfile } from '../lib/commerce/checkout-profiles.js';
import { baseUrl } from '../lib/http/base-url.js';
import { notFound } from '../lib/http/errors.js';
import { defineHandler } from '../lib/endpoint/handler.js';
import { ok } from '../lib/http/responses.js';
import { checkoutProfileSchema } from '../lib/commerce/checkout-profile-response-schemas.js';
import { prefetchById } from '../lib/db/prefetch.js';
import { commerceKeys } from '../lib/commerce/keys.js';
import * as route from './routes.js';

export const handler = defineHandler(route.getCheckoutProfile, { prefetch: prefetchById('profile', commerceKeys.checkoutProfile), responses: { 200: checkoutProfileSchema }, params: checkoutProfileParamsSchema }, async ({ event, principal, params }) => {
  const profile = await getCheckoutProfile(principal.site!.id, params.profile);
  if (!profile) throw notFound('Checkout profile');
  return ok(presentCheckoutProfile(profile, baseUrl(event)));
});
