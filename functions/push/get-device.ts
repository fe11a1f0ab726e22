import { sessionHeaders } from '../../lib/customers/session-headers.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { baseUrl } from '../../lib/http/base-url.js';
import { ok } from '../../lib/http/responses.js';
import { reachableDevice } from '../../lib/push/device-access.js';
import { deviceParamsSchema, installationHeader } from '../../lib/push/device-schemas.js';
import { presentDevice } from '../../lib/push/devices.js';
import { deviceSchema } from '../../lib/push/response-schemas.js';
import * as route from './routes.js';

export const handler = defineHandler(
  route.getDevice,
  {
    responses: { 200: deviceSchema },
    headers: { ...installationHeader, ...sessionHeaders },
    params: deviceParamsSchema,
  },
  async ({ event, principal, params }) =>
    ok(presentDevice(await reachableDevice(principal, event, params.device, 'read_devices'), baseUrl(event))),
);
