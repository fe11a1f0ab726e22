import { resendConfirmation } from '../../lib/customers/confirmation.js';
import { customerParamsSchema } from '../../lib/customers/schemas.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { notFound } from '../../lib/http/errors.js';
import { json } from '../../lib/http/responses.js';
import { mailQueuedSchema } from '../../lib/mail-templates/response-schemas.js';
import * as route from './routes.js';

/** Sends an unconfirmed customer a new confirmation link, off the request path (202). */
export const handler = defineHandler(
  route.resendCustomerConfirmation,
  { responses: { 202: mailQueuedSchema }, params: customerParamsSchema, optionalBody: true },
  async ({ principal, params }) => {
    if (!(await resendConfirmation(principal.site!.id, params.customer))) throw notFound('Customer');
    return json(202, { status: 'queued' });
  },
);
