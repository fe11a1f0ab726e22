import { sessionSecret } from '../../lib/customers/current-customer.js';
import { endSession } from '../../lib/customers/sessions.js';
import { badRequest } from '../../lib/http/errors.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { noContent } from '../../lib/http/responses.js';
import { sessionHeaders } from '../../lib/customers/session-headers.js';
import * as route from './routes.js';

/** Ends the session the request carries. Idempotent: an unknown or already ended session is also 204. */
export const handler = defineHandler(
  route.logoutCustomer,
  { responses: { 204: null }, headers: sessionHeaders },
  async ({ event, principal }) => {
    const secret = sessionSecret(event);
    if (!secret)
      throw badRequest('session_required', 'Send the session to end in Session-Token or X-Service-Session-Token');
    await endSession(principal.site!.id, secret);
    return noContent();
  },
);
