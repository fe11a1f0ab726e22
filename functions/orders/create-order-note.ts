import { currentCustomerId } from '../../lib/customers/current-customer.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { forbidden } from '../../lib/http/errors.js';
import { baseUrl } from '../../lib/http/base-url.js';
import { created } from '../../lib/http/responses.js';
import { actorOf } from '../../lib/orders/history.js';
import { presentHistoryEntry } from '../../lib/orders/history-queries.js';
import { historyEntrySchema } from '../../lib/orders/history-response-schemas.js';
import { createNoteSchema } from '../../lib/orders/note-schemas.js';
import { addNote } from '../../lib/orders/notes.js';
import { orderParamsSchema } from '../../lib/orders/schemas.js';
import * as route from './routes.js';

/** Adds a staff note to an order's history (never shown to, nor written by, the buyer). */
export const handler = defineHandler(
  route.createOrderNote,
  { responses: { 201: historyEntrySchema }, params: orderParamsSchema, body: createNoteSchema },
  async ({ event, principal, params, body }) => {
    if ((await currentCustomerId(principal, event)) !== undefined)
      throw forbidden('customer_not_allowed', 'Notes are for the shop staff: a customer may not add one');
    const entry = await addNote(principal.site!.id, params.order, body.text, actorOf(principal));
    return created(presentHistoryEntry(entry), `${baseUrl(event)}/orders/${entry.order_id}/history`);
  },
);
