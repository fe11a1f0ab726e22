import { baseUrl } from '../../lib/http/base-url.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { ok } from '../../lib/http/responses.js';
import { updateCollection } from '../../lib/products/collections.js';
import { presentCollection } from '../../lib/products/present.js';
import { collectionSchema } from '../../lib/products/response-schemas.js';
import { collectionParamsSchema, updateCollectionSchema } from '../../lib/products/schemas.js';
import * as route from './routes.js';

export const handler = defineHandler(
  route.updateCollection,
  { responses: { 200: collectionSchema }, params: collectionParamsSchema, body: updateCollectionSchema },
  async ({ event, principal, params, body }) =>
    ok(presentCollection(await updateCollection(principal.site!.id, params.collection, body), baseUrl(event))),
);
