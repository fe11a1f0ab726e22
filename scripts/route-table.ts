import type { RouteTable } from '../lib/endpoint/route.js';
import { functionFolder, routeDocs, routes } from '../functions/routes.js';

/**
 * The route table and its function modules, as the entry points hand them to lib/ (the local
 * server, the OpenAPI loader): lib/ itself never imports functions/.
 */
export const routeTable: RouteTable = {
  routes,
  load: (name) => import(`../functions/${functionFolder(name)}/${name}.ts`) as Promise<{ handler?: unknown }>,
  docs: routeDocs,
};
