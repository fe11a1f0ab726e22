import { notFound } from '../../lib/http/errors.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { noContent } from '../../lib/http/responses.js';
import { deleteCollection } from '../../lib/products/collections.js';
import { collectionParamsSchema } from '../../lib/products/schemas.js';
import * as route from './routes.js';

export const handler = defineHandler(
  route.deleteCollection,
  { responses: { 204: null }, params: collectionParamsSchema },
  async ({ principal, params }) => {
    if (!(await deleteCollection(principal.site!.id, params.collection))) throw notFound('Collection');
    return noContent();
  },
);
