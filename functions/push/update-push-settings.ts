import { defineHandler } from '../../lib/endpoint/handler.js';
import { ok } from '../../lib/http/responses.js';
import { pushSettingsSchema } from '../../lib/push/response-schemas.js';
import { pushSettingsInputSchema } from '../../lib/push/schemas.js';
import { savePushSettings } from '../../lib/push/settings.js';
import * as route from './routes.js';

/** Sets the VAPID contact and the APNs and FCM credentials (sealed; `null` removes a platform). */
export const handler = defineHandler(
  route.updatePushSettings,
  { responses: { 200: pushSettingsSchema }, body: pushSettingsInputSchema },
  async ({ principal, body }) => ok(await savePushSettings(principal.site!.id, body)),
);
