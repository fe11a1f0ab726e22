import { defineHandler } from '../../lib/endpoint/handler.js';
import { notFound } from '../../lib/http/errors.js';
import { noContent } from '../../lib/http/responses.js';
import { deleteMenu } from '../../lib/menus/menus.js';
import { menuParamsSchema } from '../../lib/menus/schemas.js';
import * as route from './routes.js';

export const handler = defineHandler(
  route.deleteMenu,
  {
    responses: { 204: null },
    params: menuParamsSchema,
    headers: { 'if-match': { description: "The menu's ETag: 412 when the menu has changed" } },
  },
  async ({ principal, params, event }) => {
    if (!(await deleteMenu(principal.site!.id, params.menu, event.headers['if-match']))) throw notFound('Menu');
    return noContent();
  },
);
