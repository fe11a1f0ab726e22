import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { requireScope, type Principal } from '../auth/principal.js';
import { hasScope } from '../auth/scopes.js';
import { currentCustomerId, sessionSecret } from '../customers/current-customer.js';
import { invalidField } from '../http/errors.js';
import type { Device } from './device-rules.js';
import type { RegisterDevice } from './device-schemas.js';
import { deviceNotFound, getDevice, type Registrant } from './devices.js';

/**
 * Who may do what with devices. Callers with `read_devices`/`write_devices` act on every device
 * of the site; a caller with only the `public` scope (a storefront, an app) registers devices,
 * rate limited, and reaches only the device of the installation its `Installation-Id` header names
 * (and, when that device belongs to a customer and the caller acts as one, only as that customer).
 */

/** How a registration is attributed and limited, from the caller. */
export const registrantOf = (principal: Principal, event: APIGatewayProxyEventV2, body: RegisterDevice): Registrant => {
  const session = sessionSecret(event);
  const own =
    principal.token.kind === 'customer'
      ? { id: principal.token.customerId ?? null, verify: false }
      : session
        ? { session }
        : undefined;
  if (hasScope(principal.scopes, 'write_devices')) {
    return {
      customer:
        body.customer_id !== undefined
          ? { id: body.customer_id, verify: true }
          : (own ?? { id: undefined, verify: false }),
    };
  }
  if (body.customer_id !== undefined) {
    throw invalidField(
      'customer_id',
      "Only callers with write_devices name the customer; a customer session makes the device that customer's",
      'not_allowed',
    );
  }
  return { customer: own ?? { id: null, verify: false }, limitedAddress: event.requestContext.http.sourceIp };
};

/**
 * The device a request names, if the caller may reach it: by scope, or as its own installation.
 * Without the scope and without `Installation-Id` the answer is 403; another installation's
 * device is 404, as is a device that does not exist. One GetItem (plus the session's, when the
 * device has a customer and the caller sends a session).
 */
export const reachableDevice = async (
  principal: Principal,
  event: APIGatewayProxyEventV2,
  deviceId: string,
  scope: 'read_devices' | 'write_devices',
  consistent = false,
): Promise<Device> => {
  const siteId = principal.site!.id;
  if (hasScope(principal.scopes, scope)) {
    const device = await getDevice(siteId, deviceId, consistent);
    if (!device) throw deviceNotFound();
    return device;
  }
  const installation = event.headers['installation-id']?.trim();
  if (!installation) requireScope(principal, scope);
  const device = await getDevice(siteId, deviceId, consistent);
  if (!device || device.installation_id !== installation) throw deviceNotFound();
  if (device.customer_id && (principal.token.kind === 'customer' || sessionSecret(event))) {
    if ((await currentCustomerId(principal, event)) !== device.customer_id) throw deviceNotFound();
  }
  return device;
};

/** Fields only `write_devices` callers may change on a device. */
export const refuseOwnerFields = (principal: Principal, body: { customer_id?: unknown }): void => {
  if (body.customer_id !== undefined && !hasScope(principal.scopes, 'write_devices')) {
    throw invalidField('customer_id', 'Only callers with write_devices change the customer of a device', 'not_allowed');
  }
};
