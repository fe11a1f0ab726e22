import { sessionHeaders } from '../../lib/customers/session-headers.js';
import { withOptimisticRetry } from '../../lib/db/optimistic-retry.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { noContent } from '../../lib/http/responses.js';
import { reachableDevice } from '../../lib/push/device-access.js';
import { deviceParamsSchema, installationHeader } from '../../lib/push/device-schemas.js';
import { deleteDevice } from '../../lib/push/devices.js';
import * as route from './routes.js';

export const handler = defineHandler(
  route.deleteDevice,
  { responses: { 204: null }, headers: { ...installationHeader, ...sessionHeaders }, params: deviceParamsSchema },
  async ({ event, principal, params }) => {
    await withOptimisticRetry(
      async () => deleteDevice(await reachableDevice(principal, event, params.device, 'write_devices', true)),
      { backoffMs: 20 },
    );
    return noContent();
  },
);
