import { getFieldDefinitions } from '../../lib/custom-fields/definitions.js';
import { presentFieldDefinitions } from '../../lib/custom-fields/definition-writes.js';
import { customFieldKeys } from '../../lib/custom-fields/keys.js';
import { fieldDefinitionsSchema } from '../../lib/custom-fields/schemas.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { ok } from '../../lib/http/responses.js';
import * as route from './routes.js';

/** The site's customer fields (an empty list until it defines some), read with the token. */
export const handler = defineHandler(
  route.getCustomerCustomizations,
  {
    prefetch: ({ siteId }) => (siteId === undefined ? [] : [customFieldKeys.definitions(siteId, 'customers')]),
    responses: { 200: fieldDefinitionsSchema },
  },
  async ({ principal }) => {
    const siteId = principal.site!.id;
    const shown = presentFieldDefinitions(siteId, 'customers', await getFieldDefinitions(siteId, 'customers'));
    return ok(shown.body, { etag: shown.etag });
  },
);
