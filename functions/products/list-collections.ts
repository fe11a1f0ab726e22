import { listRecords } from '../../lib/db/entity.js';
import { pageQuerySchema } from '../../lib/db/pagination.js';
import { baseUrl } from '../../lib/http/base-url.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { listResponse } from '../../lib/http/list.js';
import { collections } from '../../lib/products/collections.js';
import { presentCollection } from '../../lib/products/present.js';
import { collectionListSchema } from '../../lib/products/response-schemas.js';
import * as route from './routes.js';

export const handler = defineHandler(
  route.listCollections,
  { responses: { 200: collectionListSchema }, query: pageQuerySchema },
  async ({ event, principal, query }) => {
    const base = baseUrl(event);
    return listResponse(event, await listRecords(collections, principal.site!.id, query), (collection) =>
      presentCollection(collection, base),
    );
  },
);
