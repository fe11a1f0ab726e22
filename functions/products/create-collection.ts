import { baseUrl } from '../../lib/http/base-url.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { created } from '../../lib/http/responses.js';
import { createCollection } from '../../lib/products/collections.js';
import { presentCollection } from '../../lib/products/present.js';
import { collectionSchema } from '../../lib/products/response-schemas.js';
import { createCollectionSchema } from '../../lib/products/schemas.js';
import * as route from './routes.js';

export const handler = defineHandler(
  route.createCollection,
  { responses: { 201: collectionSchema }, body: createCollectionSchema },
  async ({ event, principal, body }) => {
    const presented = presentCollection(await createCollection(principal.site!.id, body), baseUrl(event));
    return created(presented, presented.url);
  },
);
