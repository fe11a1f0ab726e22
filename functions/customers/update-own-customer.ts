import { requestOwnEmailChange, signedInCustomer } from '../../lib/customers/own-account.js';
import { sessionHeaders } from '../../lib/customers/session-headers.js';
import { updateOwnCustomerSchema } from '../../lib/customers/schemas.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { json } from '../../lib/http/responses.js';
import { mailQueuedSchema } from '../../lib/mail-templates/response-schemas.js';
import * as route from './routes.js';

/** The signed-in customer asks to change its e-mail address: it changes once the new address is confirmed. */
export const handler = defineHandler(
  route.updateOwnCustomer,
  { responses: { 202: mailQueuedSchema }, body: updateOwnCustomerSchema, headers: sessionHeaders },
  async ({ event, principal, body }) => {
    await requestOwnEmailChange(principal.site!.id, await signedInCustomer(principal, event), body.email);
    return json(202, { status: 'queued' });
  },
);
