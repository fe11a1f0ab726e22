import { defineHandler } from '../../lib/endpoint/handler.js';
import { ok } from '../../lib/http/responses.js';
import { taxSettingsSchema } from '../../lib/taxes/response-schemas.js';
import { taxSettingsInputSchema } from '../../lib/taxes/schemas.js';
import { presentTaxSettings, saveTaxSettings } from '../../lib/taxes/settings.js';
import * as route from './routes.js';

/** Replaces the site's tax settings: one PutItem. */
export const handler = defineHandler(
  route.updateTaxSettings,
  { responses: { 200: taxSettingsSchema }, body: taxSettingsInputSchema },
  async ({ principal, body }) => ok(presentTaxSettings(await saveTaxSettings(principal.site!.id, body))),
);
