import { requestPasswordReset } from '../../lib/customers/password-reset.js';
import { passwordResetRequestSchema } from '../../lib/customers/schemas.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { json } from '../../lib/http/responses.js';
import { mailQueuedSchema } from '../../lib/mail-templates/response-schemas.js';
import * as route from './routes.js';

/** Asks for a reset mail: the same 202, after the same work, whether the address is a customer's or not. */
export const handler = defineHandler(
  route.requestCustomerPasswordReset,
  { responses: { 202: mailQueuedSchema }, body: passwordResetRequestSchema },
  async ({ event, principal, body }) => {
    await requestPasswordReset(principal.site!.id, body.email, event.requestContext.http.sourceIp);
    return json(202, { status: 'queued' }, { 'cache-control': 'no-store' });
  },
);
