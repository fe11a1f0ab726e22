import { confirmPasswordReset } from '../../lib/customers/password-reset.js';
import { passwordResetConfirmSchema } from '../../lib/customers/schemas.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { noContent } from '../../lib/http/responses.js';
import * as route from './routes.js';

/** Sets the new password a reset link allows; every session of the customer ends. */
export const handler = defineHandler(
  route.confirmCustomerPasswordReset,
  { responses: { 204: null }, body: passwordResetConfirmSchema },
  async ({ event, principal, body }) => {
    await confirmPasswordReset(principal.site!.id, body.token, body.password, event.requestContext.http.sourceIp);
    return noContent();
  },
);
