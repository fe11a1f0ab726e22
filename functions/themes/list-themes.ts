import { pageQuerySchema } from '../../lib/db/pagination.js';
import { baseUrl } from '../../lib/http/base-url.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { listResponse } from '../../lib/http/list.js';
import { presentTheme } from '../../lib/themes/present.js';
import { listThemes } from '../../lib/themes/themes.js';
import { themeListSchema } from '../../lib/themes/response-schemas.js';
import * as route from './routes.js';

export const handler = defineHandler(
  route.listThemes,
  { responses: { 200: themeListSchema }, query: pageQuerySchema },
  async ({ event, principal, query }) => {
    const base = baseUrl(event);
    return listResponse(event, await listThemes(principal.site!.id, query), (theme) => presentTheme(theme, base));
  },
);
