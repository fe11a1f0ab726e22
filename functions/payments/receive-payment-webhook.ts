import * as z from 'zod/mini';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { ok } from '../../lib/http/responses.js';
import { webhookParamsSchema } from '../../lib/payments/schemas.js';
import { receiveWebhook } from '../../lib/payments/webhook.js';
import * as route from './routes.js';

const receivedSchema = z.object({
  status: z.enum(['applied', 'duplicate', 'ignored', 'queued']).check(
    z.meta({
      description:
        '`applied`; `duplicate`: this event id was applied before; `ignored`: the payment had moved past it; `queued`: its payment is not stored yet, applied later',
    }),
  ),
});

/**
 * A provider's event. No body schema: the JSON body middleware never runs, so the signature is
 * checked over the body exactly as it came (and Mollie's form body is accepted).
 */
export const handler = defineHandler(
  route.receivePaymentWebhook,
  { responses: { 200: receivedSchema }, params: webhookParamsSchema },
  async ({ event, params }) => {
    const outcome = await receiveWebhook(params.provider, params.site, event);
    return ok({ status: outcome === 'unknown' ? 'queued' : outcome });
  },
);
