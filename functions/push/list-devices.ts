import { pageQuerySchema } from '../../lib/db/pagination.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { baseUrl } from '../../lib/http/base-url.js';
import { listResponse } from '../../lib/http/list.js';
import { listDevices, presentDevice } from '../../lib/push/devices.js';
import { deviceListQuery, deviceListSchema } from '../../lib/push/response-schemas.js';
import * as route from './routes.js';

export const handler = defineHandler(
  route.listDevices,
  { responses: { 200: deviceListSchema }, listQuery: deviceListQuery, query: pageQuerySchema },
  async ({ event, principal, query }) => {
    const base = baseUrl(event);
    return listResponse(
      event,
      await listDevices(principal.site!.id, event.queryStringParameters ?? {}, query),
      (device) => presentDevice(device, base),
    );
  },
);
