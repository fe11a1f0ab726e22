import { issueFormToken } from '../../lib/forms/form-tokens.js';
import { formTokenSchema } from '../../lib/forms/schemas.js';
import { channelParamsSchema } from '../../lib/channels/schemas.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { ok } from '../../lib/http/responses.js';
import * as route from './routes.js';

/** A signed form token for a submittable channel's form (spam protection: the minimum time). */
export const handler = defineHandler(
  route.getSubmissionFormToken,
  { responses: { 200: formTokenSchema }, params: channelParamsSchema },
  async ({ principal, params }) =>
    ok(await issueFormToken(principal.site!.id, params.channel), { 'cache-control': 'no-store' }),
);
