import { sessionHeaders } from '../../lib/customers/session-headers.js';
import { withOptimisticRetry } from '../../lib/db/optimistic-retry.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { baseUrl } from '../../lib/http/base-url.js';
import { ok } from '../../lib/http/responses.js';
import { reachableDevice, refuseOwnerFields } from '../../lib/push/device-access.js';
import { deviceParamsSchema, installationHeader, updateDeviceSchema } from '../../lib/push/device-schemas.js';
import { presentDevice, updateDevice } from '../../lib/push/devices.js';
import { deviceSchema } from '../../lib/push/response-schemas.js';
import * as route from './routes.js';

export const handler = defineHandler(
  route.updateDevice,
  {
    responses: { 200: deviceSchema },
    headers: { ...installationHeader, ...sessionHeaders },
    params: deviceParamsSchema,
    body: updateDeviceSchema,
  },
  async ({ event, principal, params, body }) => {
    refuseOwnerFields(principal, body);
    const device = await withOptimisticRetry(
      async () => updateDevice(await reachableDevice(principal, event, params.device, 'write_devices', true), body),
      { backoffMs: 20 },
    );
    return ok(presentDevice(device, baseUrl(event)));
  },
);
