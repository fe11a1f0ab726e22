import type { RouteDefinition } from '../endpoint/route.js';
import { defineHandler } from '../endpoint/handler.js';
import { ok } from '../http/responses.js';
import { pageContext } from '../pages/present.js';
import { menuEtag } from './menu-etag.js';
import { readTargets } from './menu-read.js';
import { updateMenu } from './menus.js';
import { presentMenu } from './present.js';
import { menuSchema } from './response-schemas.js';
import { menuParamsSchema, updateMenuSchema } from './schemas.js';

/**
 * PUT and PATCH of a menu are the same change (the fields given change, the others stay; `items`
 * replaces the tree): one handler for both rows, so the two cannot drift apart.
 */
export const menuUpdateHandler = (row: RouteDefinition) =>
  defineHandler(
    row,
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
