import type { RouteDefinition } from '../../lib/endpoint/route.js';
import type { RouteDocs } from '../../lib/openapi/route-extras.js';
import type { RecipeBook } from '../../harness/recipes.js';

/*
 * The routes of translations (copywriting: a site's interface strings by key and locale): each
 * row, then what the OpenAPI document says of them beyond their handlers (`docs`), then the
 * request that measures each (`recipes`). Every import here is a type, so a handler's bundle
 * holds its own row only.
 */
// read_content / write_content: the contract's content scopes cover copywriting.
export const listTranslations: RouteDefinition = {
  name: 'list-translations',
  method: 'GET',
  path: '/translations',
  auth: 'site',
  scope: 'read_content',
  access: 'read',
};
export const countTranslations: RouteDefinition = {
  name: 'count-translations',
  method: 'GET',
  path: '/translations/count',
  auth: 'site',
  scope: 'read_content',
  access: 'read',
};
export const createTranslation: RouteDefinition = {
  name: 'create-translation',
  method: 'POST',
  path: '/translations',
  auth: 'site',
  scope: 'write_content',
  access: 'write',
};
// A storefront's publishable key (`public`) reads the flat file too: it is what a front-end loads.
export const getTranslationsJson: RouteDefinition = {
  name: 'get-translations-json',
  method: 'GET',
  path: '/translations.json',
  auth: 'site',
  scope: 'read_content',
  alternativeScope: 'public',
  access: 'read',
};
export const batchTranslations: RouteDefinition = {
  name: 'batch-translations',
  method: 'POST',
  path: '/translations/batch',
  auth: 'site',
  scope: 'write_content',
  access: 'write',
};
export const getTranslation: RouteDefinition = {
  name: 'get-translation',
  method: 'GET',
  path: '/translations/{key}',
  auth: 'site',
  scope: 'read_content',
  access: 'read',
};
export const putTranslation: RouteDefinition = {
  name: 'put-translation',
  method: 'PUT',
  path: '/translations/{key}',
  auth: 'site',
  scope: 'write_content',
  access: 'write',
};
export const deleteTranslation: RouteDefinition = {
  name: 'delete-translation',
  method: 'DELETE',
  path: '/translations/{key}',
  auth: 'site',
  scope: 'write_content',
  access: 'write',
};

export const docs: RouteDocs = {
  'list-translations': {
    summary: 'List translations',
    description:
      "In key order. `where[key][prefix]=checkout.` (or its alias `key.start=checkout.`) lists a namespace, `where[updated_at][gte]=<time>` what changed since a sync, `locale=fr` shows only that locale's values.",
  },
  'create-translation': {
    summary: 'Create or change a translation',
    description:
      "Upserts by key: 201 the first time, 200 after. The locales given merge into the stored ones (`null` removes one); each must be one of the site's locales (422 `invalid_locale`).",
  },
  'get-translations-json': {
    summary: 'Every translation of one locale, as one flat object',
    description:
      "`{key: text}` for every key, in `locale` (default: the site's first locale); a key without a text in that locale falls back to the site's first locale. Readable with a publishable key; answers an ETag and 304 to If-None-Match. One Query per MB of translations. 422 `invalid_locale` for a locale the site does not have.",
    errors: [422],
  },
  'batch-translations': {
    summary: 'Create, change and delete up to 1,000 translations',
    description:
      'Each entry is `{key, values}` (merged as PUT does) or `{key, delete: true}`. Everything is validated before anything is written (422 naming each failing entry by its index). Not one transaction: it writes in batches of 25, and a repeat of the same batch reaches the same end state.',
  },
  'put-translation': {
    summary: 'Create or change a translation',
    description:
      "Upserts by key: 201 the first time, 200 after. The locales given merge into the stored ones (`null` removes one); each must be one of the site's locales (422 `invalid_locale`).",
  },
};

/** The request that measures each route, by method and path with parameter names erased (harness/recipes.ts). */
export const recipes: RecipeBook = ({ must, as, get, unique }) => {
  const makeTranslation = async ({ api, owner }: Parameters<ReturnType<RecipeBook>[string]>[0]) =>
    must(
      'POST /translations',
      await api.request(
        'POST',
        '/translations',
        as(owner, { body: { key: unique('recipe.').toLowerCase(), values: { en: 'Hello' } } }),
      ),
      201,
    ).body as { key: string };
  return {
    'GET /translations': async (context) => {
      await makeTranslation(context);
      return get('/translations', as(context.owner));
    },
    'GET /translations/count': async (context) => {
      await makeTranslation(context);
      return get('/translations/count?where[key][prefix]=a', as(context.owner));
    },
    'POST /translations': async (context) => ({
      method: 'POST',
      path: '/translations',
      options: as(context.owner, { body: { key: unique('recipe.').toLowerCase(), values: { en: 'Hello' } } }),
      expect: [201],
    }),
    'GET /translations.json': async (context) => {
      await makeTranslation(context);
      return get('/translations.json', as(context.owner));
    },
    'POST /translations/batch': async (context) => ({
      method: 'POST',
      path: '/translations/batch',
      options: as(context.owner, {
        body: { translations: [{ key: unique('recipe.batch.').toLowerCase(), values: { en: 'Hello' } }] },
      }),
      expect: [200],
    }),
    'GET /translations/{}': async (context) =>
      get(`/translations/${(await makeTranslation(context)).key}`, as(context.owner)),
    'PUT /translations/{}': async (context) => ({
      method: 'PUT',
      path: `/translations/${(await makeTranslation(context)).key}`,
      options: as(context.owner, { body: { values: { en: 'Changed' } } }),
      expect: [200],
    }),
    'DELETE /translations/{}': async (context) => ({
      method: 'DELETE',
      path: `/translations/${(await makeTranslation(context)).key}`,
      options: as(context.owner),
      expect: [204],
    }),
  };
};
