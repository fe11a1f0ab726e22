import { baseUrl } from '../../lib/http/base-url.js';
import { notFound } from '../../lib/http/errors.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { ok } from '../../lib/http/responses.js';
import { presentThemeBundle } from '../../lib/themes/present.js';
import { themeParamsSchema } from '../../lib/themes/schemas.js';
import { toThemeItem } from '../../lib/themes/theme-items.js';
import { getThemeBundle, resolveThemeId } from '../../lib/themes/themes.js';
import { themeBundleSchema } from '../../lib/themes/response-schemas.js';
import * as route from './routes.js';

/** A theme with all its layouts, templates, snippets and assets: one Query by id. */
export const handler = defineHandler(
  route.getTheme,
  { responses: { 200: themeBundleSchema }, params: themeParamsSchema },
  async ({ event, principal, params }) => {
    const siteId = principal.site!.id;
    const themeId = await resolveThemeId(siteId, params.theme);
    const bundle = themeId && (await getThemeBundle(siteId, themeId));
    if (!bundle) throw notFound('Theme');
    return ok(presentThemeBundle(bundle.theme, bundle.items.map(toThemeItem), baseUrl(event)));
  },
);
