import { authenticateCustomer } from '../../lib/customers/customer-auth.js';
import { requireConfirmedIfAsked } from '../../lib/customers/confirmation.js';
import { presentCustomer } from '../../lib/customers/present.js';
import { customerLoginSchema } from '../../lib/customers/schemas.js';
import { SESSION_DEFAULT_TTL, createSession } from '../../lib/customers/sessions.js';
import { baseUrl } from '../../lib/http/base-url.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { json } from '../../lib/http/responses.js';
import { customerSessionSchema } from '../../lib/customers/response-schemas.js';
import { getFieldDefinitions } from '../../lib/custom-fields/definitions.js';
import { asSeenBySelf } from '../../lib/custom-fields/shown.js';
import { customFieldKeys } from '../../lib/custom-fields/keys.js';
import * as route from './routes.js';

/** Signs a customer in on the request's site and starts a session (sent back as Session-Token). */
export const handler = defineHandler(
  route.loginCustomer,
  {
    // The site's customer fields (which of them are private), read with the token.
    prefetch: ({ siteId }) => (siteId === undefined ? [] : [customFieldKeys.definitions(siteId, 'customers')]),
    responses: { 201: customerSessionSchema },
    body: customerLoginSchema,
  },
  async ({ event, principal, body }) => {
    const siteId = principal.site!.id;
    const customer = await authenticateCustomer(siteId, body.email, body.password, event.requestContext.http.sourceIp);
    await requireConfirmedIfAsked(siteId, customer);
    // The customer's own session never sees its private fields: the definitions come with the token's read.
    const [{ session, secret }, definitions] = await Promise.all([
      createSession(siteId, customer.id, body.expires_in),
      getFieldDefinitions(siteId, 'customers'),
    ]);
    return json(
      201,
      {
        session_token: secret,
        // The lifetime granted, not what is left of it once the write has taken its time.
        expires_in: body.expires_in ?? SESSION_DEFAULT_TTL,
        expired_at: session.expiresAt,
        customer: presentCustomer(asSeenBySelf(definitions.customizations, customer), baseUrl(event)),
      },
      { 'cache-control': 'no-store' },
    );
  },
);
