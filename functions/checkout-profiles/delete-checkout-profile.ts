import { checkoutProfileParamsSchema } from '../../lib/checkout-profiles/schemas.js';
import { deleteCheckoutProfile } from '../../lib/checkout-profiles/checkout-profiles.js';
import { notFound } from '../../lib/http/errors.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { noContent } from '../../lib/http/responses.js';
import * as route from './routes.js';

export const handler = defineHandler(
  route.deleteCheckoutProfile,
  { responses: { 204: null }, params: checkoutProfileParamsSchema },
  async ({ principal, params }) => {
    if (!(await deleteCheckoutProfile(principal.site!.id, params.profile))) throw notFound('Checkout profile');
    return noContent();
  },
);
