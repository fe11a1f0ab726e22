import { secretParamsSchema } from '../../lib/cloudcode/schemas.js';
import { deleteSecret } from '../../lib/cloudcode/state.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { notFound } from '../../lib/http/errors.js';
import { noContent } from '../../lib/http/responses.js';
import * as route from './routes.js';

export const handler = defineHandler(
  route.deleteCloudCodeSecret,
  { responses: { 204: null }, params: secretParamsSchema },
  async ({ principal, params }) => {
    if (!(await deleteSecret(principal.site!.id, params.name))) throw notFound('Secret');
    return noContent();
  },
);
