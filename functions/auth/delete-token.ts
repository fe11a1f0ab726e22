import { requireUserToken } from '../../lib/auth/require-user.js';
import { tokenParamsSchema } from '../../lib/auth/schemas.js';
import { revokeUserToken } from '../../lib/auth/tokens.js';
import { notFound } from '../../lib/http/errors.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { noContent } from '../../lib/http/responses.js';
import * as route from './routes.js';

export const handler = defineHandler(
  route.deleteToken,
  { responses: { 204: null }, params: tokenParamsSchema },
  async ({ principal, params }) => {
    if (!(await revokeUserToken(requireUserToken(principal), params.token))) throw notFound('Token');
    return noContent();
  },
);
