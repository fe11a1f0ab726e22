import { defineHandler } from '../../lib/endpoint/handler.js';
import { ok } from '../../lib/http/responses.js';
import { vapidPublicKeySchema } from '../../lib/push/response-schemas.js';
import { vapidPublicKey } from '../../lib/push/vapid.js';
import * as route from './routes.js';

/** The site's VAPID public key (made on first use), the key a browser subscribes with. */
export const handler = defineHandler(
  route.getPushVapidPublicKey,
  { responses: { 200: vapidPublicKeySchema } },
  async ({ principal }) => ok({ public_key: await vapidPublicKey(principal.site!.id) }),
);
