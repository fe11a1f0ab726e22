import { hasScope } from '../../lib/auth/scopes.js';
import { recordPrefetch } from '../../lib/db/entity.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { notFound } from '../../lib/http/errors.js';
import { ok } from '../../lib/http/responses.js';
import { menuEtag } from '../../lib/menus/menu-etag.js';
import { readTargets } from '../../lib/menus/menu-read.js';
import { getMenu, menus } from '../../lib/menus/menus.js';
import { presentMenu } from '../../lib/menus/present.js';
import { menuSchema } from '../../lib/menus/response-schemas.js';
import { menuParamsSchema } from '../../lib/menus/schemas.js';
import { pageContext } from '../../lib/pages/present.js';
import * as route from './routes.js';

/** A menu by id or slug (one GetItem either way), then one BatchGetItem of what it links. */
export const handler = defineHandler(
  route.getMenu,
  { prefetch: recordPrefetch(menus, 'menu'), responses: { 200: menuSchema }, params: menuParamsSchema },
  async ({ event, principal, params }) => {
    const site = principal.site!;
    const menu = await getMenu(site.id, params.menu);
    if (!menu) throw notFound('Menu');
    const view = { ...pageContext(event, site), publicOnly: !hasScope(principal.scopes, 'read_content') };
    const shown = presentMenu(site.id, menu, await readTargets(site.id, [menu]), view);
    return ok(shown, { etag: menuEtag(menu, shown.items) });
  },
);
