import { defineHandler } from '../../lib/endpoint/handler.js';
import { ok } from '../../lib/http/responses.js';
import { taxKeys } from '../../lib/taxes/keys.js';
import { taxSettingsSchema } from '../../lib/taxes/response-schemas.js';
import { getTaxSettings, presentTaxSettings } from '../../lib/taxes/settings.js';
import * as route from './routes.js';

/** The site's tax settings: read with the token, one request in all. */
export const handler = defineHandler(
  route.getTaxSettings,
  {
    prefetch: ({ siteId }) => (siteId === undefined ? [] : [taxKeys.settings(siteId)]),
    responses: { 200: taxSettingsSchema },
  },
  async ({ principal }) => ok(presentTaxSettings(await getTaxSettings(principal.site!.id))),
);
