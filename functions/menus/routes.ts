import type { RouteDefinition } from '../../lib/endpoint/route.js';
import type { RouteDocs } from '../../lib/openapi/route-extras.js';
import type { RecipeBook } from '../../harness/recipes.js';

/*
 * The routes of navigation menus: each row, then what the OpenAPI document says of them beyond
 * their handlers (`docs`), then the request that measures each (`recipes`). Every import is a type.
 */
// menus (read_content / write_content: the contract's content scopes cover navigation). Reads are
// also open to the `public` scope (customers, publishable keys), who see published targets only.
export const listMenus: RouteDefinition = {
  name: 'list-menus',
  method: 'GET',
  path: '/menus',
  auth: 'site',
  scope: 'read_content',
  alternativeScope: 'public',
  access: 'read',
};
export const countMenus: RouteDefinition = {
  name: 'count-menus',
  method: 'GET',
  path: '/menus/count',
  auth: 'site',
  scope: 'read_content',
  alternativeScope: 'public',
  access: 'read',
};
export const createMenu: RouteDefinition = {
  name: 'create-menu',
  method: 'POST',
  path: '/menus',
  auth: 'site',
  scope: 'write_content',
  access: 'write',
};
export const getMenu: RouteDefinition = {
  name: 'get-menu',
  method: 'GET',
  path: '/menus/{menu}',
  auth: 'site',
  scope: 'read_content',
  alternativeScope: 'public',
  access: 'read',
};
export const updateMenu: RouteDefinition = {
  name: 'update-menu',
  method: 'PUT',
  path: '/menus/{menu}',
  auth: 'site',
  scope: 'write_content',
  access: 'write',
};
export const patchMenu: RouteDefinition = {
  name: 'patch-menu',
  method: 'PATCH',
  path: '/menus/{menu}',
  auth: 'site',
  scope: 'write_content',
  access: 'write',
};
export const deleteMenu: RouteDefinition = {
  name: 'delete-menu',
  method: 'DELETE',
  path: '/menus/{menu}',
  auth: 'site',
  scope: 'write_content',
  access: 'write',
};

const ITEMS_NOTE =
  'Links are resolved when read: each linked item shows its target as it is now (`target`), so a page renamed or moved shows its new path with no menu write.';

export const docs: RouteDocs = {
  'list-menus': {
    summary: 'List menus',
    description: `${ITEMS_NOTE} A \`public\` reader (customer, publishable key) sees no item linking an unpublished page, nor its children.`,
  },
  'get-menu': {
    summary: 'Get a menu',
    description: `By id or slug. ${ITEMS_NOTE} A \`public\` reader sees no item linking an unpublished page, nor its children. One read of the menu and one BatchGetItem of its targets.`,
  },
  'create-menu': { errors: [409] },
  'update-menu': {
    summary: 'Change a menu',
    description: 'Changes the fields given; `items` replaces the whole tree (ids sent back are kept). Same as PATCH.',
    errors: [409, 412],
  },
  'patch-menu': {
    summary: 'Change a menu',
    description: 'Changes the fields given; `items` replaces the whole tree (ids sent back are kept). Same as PUT.',
    errors: [409, 412],
  },
  'delete-menu': { errors: [412] },
};

/** The request that measures each route, by method and path with parameter names erased (harness/recipes.ts). */
export const recipes: RecipeBook = ({ must, as, get, makePage, unique }) => {
  /** A menu linking one page (so reads resolve and writes move a link marker). */
  const makeMenu = async (context: Parameters<ReturnType<RecipeBook>[string]>[0]) => {
    const page = await makePage(context);
    const body = { name: unique('Menu '), items: [{ title: 'Home', kind: 'page', target_page: page.id }] };
    return must('POST /menus', await context.api.request('POST', '/menus', as(context.owner, { body })), 201).body as {
      id: string;
    };
  };
  const write = (method: string) => async (context: Parameters<ReturnType<RecipeBook>[string]>[0]) => {
    const menu = await makeMenu(context);
    const page = await makePage(context);
    return {
      method,
      path: `/menus/${menu.id}`,
      options: as(context.owner, { body: { items: [{ title: 'About', kind: 'page', target_page: page.id }] } }),
      expect: [200],
    };
  };
  return {
    'GET /menus': async (context) => {
      await makeMenu(context);
      return get('/menus', as(context.owner));
    },
    'GET /menus/count': async (context) => {
      await makeMenu(context);
      return get('/menus/count', as(context.owner));
    },
    'POST /menus': async (context) => {
      const page = await makePage(context);
      return {
        method: 'POST',
        path: '/menus',
        options: as(context.owner, {
          body: { name: unique('Menu '), items: [{ title: 'Home', kind: 'page', target_page: page.id }] },
        }),
        expect: [201],
      };
    },
    'GET /menus/{}': async (context) => get(`/menus/${(await makeMenu(context)).id}`, as(context.owner)),
    'PUT /menus/{}': write('PUT'),
    'PATCH /menus/{}': write('PATCH'),
    'DELETE /menus/{}': async (context) => ({
      method: 'DELETE',
      path: `/menus/${(await makeMenu(context)).id}`,
      options: as(context.owner),
      expect: [204],
    }),
  };
};
