import type { RouteDefinition } from '../endpoint/route.js';
import { defineHandler } from '../endpoint/handler.js';
import { ok } from '../http/responses.js';
import { getFieldDefinitions } from './definitions.js';
import { presentFieldDefinitions, replaceSiteFields } from './definition-writes.js';
import type { CustomFieldKind } from './keys.js';
import { customFieldKeys } from './keys.js';
import { fieldDefinitionsSchema, replaceFieldDefinitionsSchema } from './schemas.js';

/**
 * The two routes of a kind's field definitions (`/customers/customizations`,
 * `/products/customizations`): the same handler for either kind, so the kinds cannot drift apart.
 * Each is its own function, so a GET's bundle carries no write schema.
 */

/** The definitions' item, read with the token. */
const prefetchDefinitions =
  (kind: CustomFieldKind) =>
  ({ siteId }: { readonly siteId?: string }) =>
    siteId === undefined ? [] : [customFieldKeys.definitions(siteId, kind)];

/** GET: the site's fields of the kind (an empty list until it defines some), read with the token. */
export const getDefinitionsHandler = (row: RouteDefinition, kind: CustomFieldKind) =>
  defineHandler(
    row,
    { prefetch: prefetchDefinitions(kind), responses: { 200: fieldDefinitionsSchema } },
    async ({ principal }) => {
      const siteId = principal.site!.id;
      const shown = presentFieldDefinitions(siteId, kind, await getFieldDefinitions(siteId, kind));
      return ok(shown.body, { etag: shown.etag });
    },
  );

/**
 * PUT: replaces the site's fields of the kind (`If-Match` honoured); stored records are not
 * rewritten (a value that no longer fits is refused when its record is next written).
 */
export const replaceDefinitionsHandler = (row: RouteDefinition, kind: CustomFieldKind) =>
  defineHandler(
    row,
    {
      prefetch: prefetchDefinitions(kind),
      headers: { 'if-match': { description: 'The ETag of the list read: 412 when it has changed since' } },
      responses: { 200: fieldDefinitionsSchema },
      body: replaceFieldDefinitionsSchema,
    },
    async ({ event, principal, body }) => {
      const siteId = principal.site!.id;
      const shown = presentFieldDefinitions(
        siteId,
        kind,
        await replaceSiteFields(siteId, kind, body, event.headers['if-match']),
      );
      return ok(shown.body, { etag: shown.etag });
    },
  );
