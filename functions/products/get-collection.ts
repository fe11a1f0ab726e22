import { getRecord, recordPrefetch } from '../../lib/db/entity.js';
import { baseUrl } from '../../lib/http/base-url.js';
import { notFound } from '../../lib/http/errors.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { ok } from '../../lib/http/responses.js';
import { collections } from '../../lib/products/collections.js';
import { presentCollection } from '../../lib/products/present.js';
import { collectionSchema } from '../../lib/products/response-schemas.js';
import { collectionParamsSchema } from '../../lib/products/schemas.js';
import * as route from './routes.js';

export const handler = defineHandler(
  route.getCollection,
  {
    prefetch: recordPrefetch(collections, 'collection'),
    responses: { 200: collectionSchema },
    params: collectionParamsSchema,
  },
  async ({ event, principal, params }) => {
    const collection = await getRecord(collections, principal.site!.id, params.collection);
    if (!collection) throw notFound('Collection');
    return ok(presentCollection(collection, baseUrl(event)));
  },
);
