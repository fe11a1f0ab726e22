import { changeOwnPassword, keptSession, signedInCustomer } from '../../lib/customers/own-account.js';
import { sessionHeaders } from '../../lib/customers/session-headers.js';
import { changeOwnPasswordSchema } from '../../lib/customers/schemas.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { noContent } from '../../lib/http/responses.js';
import * as route from './routes.js';

/** The signed-in customer changes its password; its other sessions end. */
export const handler = defineHandler(
  route.changeOwnCustomerPassword,
  { responses: { 204: null }, body: changeOwnPasswordSchema, headers: sessionHeaders },
  async ({ event, principal, body }) => {
    const customerId = await signedInCustomer(principal, event);
    await changeOwnPassword(
      principal.site!.id,
      customerId,
      keptSession(principal, event),
      body.current_password,
      body.password,
    );
    return noContent();
  },
);
