import { countHandler } from '../../lib/endpoint/count-handler.js';
import { countDevices } from '../../lib/push/devices.js';
import { deviceListQuery } from '../../lib/push/response-schemas.js';
import * as route from './routes.js';

/** How many devices match the list's filters. */
export const handler = countHandler(route.countDevices, { listQuery: deviceListQuery }, async ({ event, principal }) =>
  countDevices(principal.site!.id, event.queryStringParameters ?? {}),
);
