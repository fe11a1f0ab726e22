import * as z from 'zod/mini';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { ok } from '../../lib/http/responses.js';
import { countDevices } from '../../lib/push/devices.js';
import { deviceCountSchema, deviceListQuery } from '../../lib/push/response-schemas.js';
import * as route from './routes.js';

/** How many devices match the list's filters. */
export const handler = defineHandler(
  route.countDevices,
  { responses: { 200: deviceCountSchema }, listQuery: deviceListQuery, query: z.object({}) },
  async ({ event, principal }) =>
    ok({ count: await countDevices(principal.site!.id, event.queryStringParameters ?? {}) }),
);
