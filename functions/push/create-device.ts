import { sessionHeaders } from '../../lib/customers/session-headers.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { baseUrl } from '../../lib/http/base-url.js';
import { created, ok } from '../../lib/http/responses.js';
import { registrantOf } from '../../lib/push/device-access.js';
import { registerDeviceSchema } from '../../lib/push/device-schemas.js';
import { presentDevice, registerDevice } from '../../lib/push/devices.js';
import { deviceSchema } from '../../lib/push/response-schemas.js';
import * as route from './routes.js';

/** Registers a device, or refreshes its installation's (201 when new, 200 when it existed). */
export const handler = defineHandler(
  route.createDevice,
  { responses: { 200: deviceSchema, 201: deviceSchema }, headers: sessionHeaders, body: registerDeviceSchema },
  async ({ event, principal, body }) => {
    const { device, created: isNew } = await registerDevice(
      principal.site!.id,
      body,
      registrantOf(principal, event, body),
    );
    const shown = presentDevice(device, baseUrl(event));
    return isNew ? created(shown, shown.url) : ok(shown);
  },
);
