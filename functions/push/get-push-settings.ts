import { defineHandler } from '../../lib/endpoint/handler.js';
import { ok } from '../../lib/http/responses.js';
import { pushSettingsSchema } from '../../lib/push/response-schemas.js';
import { getPushSettings } from '../../lib/push/settings.js';
import * as route from './routes.js';

/** The site's push settings, without a secret. */
export const handler = defineHandler(
  route.getPushSettings,
  { responses: { 200: pushSettingsSchema } },
  async ({ principal }) => ok(await getPushSettings(principal.site!.id)),
);
