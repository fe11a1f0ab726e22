import { baseUrl } from '../../lib/http/base-url.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { ok } from '../../lib/http/responses.js';
import { presentTheme } from '../../lib/themes/present.js';
import { themeParamsSchema, updateThemeSchema } from '../../lib/themes/schemas.js';
import { updateTheme } from '../../lib/themes/themes.js';
import { themeSchema } from '../../lib/themes/response-schemas.js';
import * as route from './routes.js';

export const handler = defineHandler(
  route.updateTheme,
  { responses: { 200: themeSchema }, params: themeParamsSchema, body: updateThemeSchema },
  async ({ event, principal, params, body }) => {
    return ok(presentTheme(await updateTheme(principal.site!.id, params.theme, body), baseUrl(event)));
  },
);
