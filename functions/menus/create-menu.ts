import { defineHandler } from '../../lib/endpoint/handler.js';
import { created } from '../../lib/http/responses.js';
import { menuEtag } from '../../lib/menus/menu-etag.js';
import { readTargets } from '../../lib/menus/menu-read.js';
import { createMenu } from '../../lib/menus/menus.js';
import { presentMenu } from '../../lib/menus/present.js';
import { menuSchema } from '../../lib/menus/response-schemas.js';
import { createMenuSchema } from '../../lib/menus/schemas.js';
import { pageContext } from '../../lib/pages/present.js';
import * as route from './routes.js';

export const handler = defineHandler(
  route.createMenu,
  { responses: { 201: menuSchema }, body: createMenuSchema },
  async ({ event, principal, body }) => {
    const site = principal.site!;
    const { menu, seen } = await createMenu(site.id, body);
    const found = await readTargets(site.id, [menu], seen);
    const shown = presentMenu(site.id, menu, found, { ...pageContext(event, site), publicOnly: false });
    return created(shown, shown.url, { etag: menuEtag(menu, shown.items) });
  },
);
