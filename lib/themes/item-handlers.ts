import type { RouteDefinition } from '../endpoint/route.js';
import { pageQuerySchema } from '../db/pagination.js';
import { baseUrl } from '../http/base-url.js';
import { notFound } from '../http/errors.js';
import { defineHandler } from '../endpoint/handler.js';
import { listResponse } from '../http/list.js';
import { created, noContent, ok } from '../http/responses.js';
import { presentThemeItem, themeItemUrl } from './present.js';
import { themeAssetListSchema, themeAssetSchema, themeItemListSchema, themeItemSchema } from './response-schemas.js';
import {
  themeItemParamsSchema,
  themeParamsSchema,
  upsertThemeAssetSchema,
  upsertThemeItemSchema,
  type ItemKind,
} from './schemas.js';
import { deleteThemeItem, getThemeItem, listThemeItems, themeItemPrefetch, upsertThemeItem } from './theme-items.js';
import { getTheme, resolveThemeId } from './themes.js';

// The four item kinds share their endpoints' wiring; each route still has its own row and function
// file (functions/themes/list-theme-layouts.ts …), which only names the route and the kind.

const singular: Record<ItemKind, string> = {
  layouts: 'Layout',
  templates: 'Template',
  snippets: 'Snippet',
  assets: 'Asset',
};

// Response schemas, for the OpenAPI document and the contract tests.
const shownSchema = (kind: ItemKind) => (kind === 'assets' ? themeAssetSchema : themeItemSchema);
const listSchema = (kind: ItemKind) => (kind === 'assets' ? themeAssetListSchema : themeItemListSchema);

const themeIdOrThrow = async (siteId: string, idOrShort: string): Promise<string> => {
  const id = await resolveThemeId(siteId, idOrShort);
  if (!id) throw notFound('Theme');
  return id;
};

/** GET /themes/{theme}/{kind}: one Query (plus a GetItem telling an empty theme from a missing one). */
export const listThemeItemsHandler = (route: RouteDefinition, kind: ItemKind) =>
  defineHandler(
    route,
    { params: themeParamsSchema, query: pageQuerySchema, responses: { 200: listSchema(kind) } },
    async ({ event, principal, params, query }) => {
      const siteId = principal.site!.id;
      const themeId = await themeIdOrThrow(siteId, params.theme);
      const page = await listThemeItems(siteId, themeId, kind, query);
      if (!page.items.length && !query.cursor && !(await getTheme(siteId, themeId))) throw notFound('Theme');
      const base = baseUrl(event);
      return listResponse(event, page, (item) => presentThemeItem(item, base));
    },
  );

/** POST /themes/{theme}/{kind}: upsert by name; 201 when created, 200 when replaced. */
export const upsertThemeItemHandler = (route: RouteDefinition, kind: ItemKind) =>
  defineHandler(
    route,
    {
      params: themeParamsSchema,
      body: kind === 'assets' ? upsertThemeAssetSchema : upsertThemeItemSchema,
      responses: { 200: shownSchema(kind), 201: shownSchema(kind) },
    },
    async ({ event, principal, params, body }) => {
      const siteId = principal.site!.id;
      const themeId = await themeIdOrThrow(siteId, params.theme);
      const input =
        'content' in body && body.content !== undefined
          ? { ...body, content: Buffer.from(body.content, 'base64') }
          : { ...body, content: undefined };
      const result = await upsertThemeItem(siteId, themeId, kind, input, principal.token);
      if (!result) throw notFound('Theme');
      const base = baseUrl(event);
      const shown = presentThemeItem(result.item, base);
      return result.created ? created(shown, themeItemUrl(base, themeId, kind, result.item.name)) : ok(shown);
    },
  );

/** GET /themes/{theme}/{kind}/{name}: one BatchGetItem (assets include their binary body as base64 `content`). */
export const getThemeItemHandler = (route: RouteDefinition, kind: ItemKind) =>
  defineHandler(
    route,
    { params: themeItemParamsSchema, responses: { 200: shownSchema(kind) }, prefetch: themeItemPrefetch(kind) },
    async ({ event, principal, params }) => {
      const siteId = principal.site!.id;
      const found = await getThemeItem(siteId, await themeIdOrThrow(siteId, params.theme), kind, params.name);
      if (!found) throw notFound(singular[kind]);
      return ok(presentThemeItem(found.item, baseUrl(event), found.content));
    },
  );

/** DELETE /themes/{theme}/{kind}/{name}. */
export const deleteThemeItemHandler = (route: RouteDefinition, kind: ItemKind) =>
  defineHandler(route, { params: themeItemParamsSchema, responses: { 204: null } }, async ({ principal, params }) => {
    const siteId = principal.site!.id;
    if (!(await deleteThemeItem(siteId, await themeIdOrThrow(siteId, params.theme), kind, params.name)))
      throw notFound(singular[kind]);
    return noContent();
  });
