import { baseUrl } from '../../lib/http/base-url.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { created } from '../../lib/http/responses.js';
import { presentTheme } from '../../lib/themes/present.js';
import { createThemeSchema } from '../../lib/themes/schemas.js';
import { createTheme } from '../../lib/themes/themes.js';
import { themeSchema } from '../../lib/themes/response-schemas.js';
import * as route from './routes.js';

export const handler = defineHandler(
  route.createTheme,
  { responses: { 201: themeSchema }, body: createThemeSchema },
  async ({ event, principal, body }) => {
    const shown = presentTheme(await createTheme(principal.site!.id, body), baseUrl(event));
    return created(shown, shown.url);
  },
);
