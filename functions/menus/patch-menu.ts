import { defineHandler } from '../../lib/endpoint/handler.js';
import { ok } from '../../lib/http/responses.js';
import { menuEtag } from '../../lib/menus/menu-etag.js';
import { readTargets } from '../../lib/menus/menu-read.js';
import { updateMenu } from '../../lib/menus/menus.js';
import { presentMenu } from '../../lib/menus/present.js';
import { menuSchema } from '../../lib/menus/response-schemas.js';
import { menuParamsSchema, updateMenuSchema } from '../../lib/menus/schemas.js';
import { pageContext } from '../../lib/pages/present.js';
import * as route from './routes.js';

/** PATCH: the fields given change, the others stay (`items` replaces the tree). */
export const handler = defineHandler(
  route.patchMenu,
  {
    responses: { 200: menuSchema },
    params: menuParamsSchema,
    body: updateMenuSchema,
    headers: { 'if-match': { description: "The menu's ETag: 412 when the menu has changed" } },
  },
  async ({ event, principal, params, body }) => {
    const site = principal.site!;
    const { menu, seen } = await updateMenu(site.id, params.menu, body, event.headers['if-match']);
    const found = await readTargets(site.id, [menu], seen);
    const shown = presentMenu(site.id, menu, found, { ...pageContext(event, site), publicOnly: false });
    return ok(shown, { etag: menuEtag(menu, shown.items) });
  },
);
