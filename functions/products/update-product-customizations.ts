import { presentFieldDefinitions, replaceSiteFields } from '../../lib/custom-fields/definition-writes.js';
import { customFieldKeys } from '../../lib/custom-fields/keys.js';
import { fieldDefinitionsSchema, replaceFieldDefinitionsSchema } from '../../lib/custom-fields/schemas.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { ok } from '../../lib/http/responses.js';
import * as route from './routes.js';

/** Replaces the site's product fields; stored products are not rewritten (a value that no longer fits is refused when its record is next written). */
export const handler = defineHandler(
  route.updateProductCustomizations,
  {
    prefetch: ({ siteId }) => (siteId === undefined ? [] : [customFieldKeys.definitions(siteId, 'products')]),
    headers: { 'if-match': { description: 'The ETag of the list read: 412 when it has changed since' } },
    responses: { 200: fieldDefinitionsSchema },
    body: replaceFieldDefinitionsSchema,
  },
  async ({ event, principal, body }) => {
    const siteId = principal.site!.id;
    const shown = presentFieldDefinitions(
      siteId,
      'products',
      await replaceSiteFields(siteId, 'products', body, event.headers['if-match']),
    );
    return ok(shown.body, { etag: shown.etag });
  },
);
