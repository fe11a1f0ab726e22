import { defineHandler } from '../../lib/endpoint/handler.js';
import { baseUrl } from '../../lib/http/base-url.js';
import { notFound } from '../../lib/http/errors.js';
import { ok } from '../../lib/http/responses.js';
import { pushSchema } from '../../lib/push/response-schemas.js';
import { pushParamsSchema } from '../../lib/push/schemas.js';
import { getPush, presentPush } from '../../lib/push/pushes.js';
import * as route from './routes.js';

/** A send's status: counts overall and per platform, its first errors, its timestamps. */
export const handler = defineHandler(
  route.getPush,
  { responses: { 200: pushSchema }, params: pushParamsSchema },
  async ({ event, principal, params }) => {
    const push = await getPush(principal.site!.id, params.push);
    if (!push) throw notFound('Push');
    return ok(presentPush(push, baseUrl(event)));
  },
);
