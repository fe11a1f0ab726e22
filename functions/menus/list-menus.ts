import { hasScope } from '../../lib/auth/scopes.js';
import { pageQuerySchema } from '../../lib/db/pagination.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { listResponse } from '../../lib/http/list.js';
import { readTargets } from '../../lib/menus/menu-read.js';
import { listMenus } from '../../lib/menus/menus.js';
import { presentMenu } from '../../lib/menus/present.js';
import { menuListSchema } from '../../lib/menus/response-schemas.js';
import { pageContext } from '../../lib/pages/present.js';
import * as route from './routes.js';

export const handler = defineHandler(
  route.listMenus,
  { responses: { 200: menuListSchema }, query: pageQuerySchema },
  async ({ event, principal, query }) => {
    const site = principal.site!;
    const page = await listMenus(site.id, query);
    const found = await readTargets(site.id, page.items);
    const view = { ...pageContext(event, site), publicOnly: !hasScope(principal.scopes, 'read_content') };
    return listResponse(event, page, (menu) => presentMenu(site.id, menu, found, view));
  },
);
