import { defineHandler } from '../../lib/endpoint/handler.js';
import { json, ok } from '../../lib/http/responses.js';
import { runPageBatch } from '../../lib/pages/page-batch.js';
import { etagOf } from '../../lib/pages/stored-page.js';
import { batchBodySchema, batchQuerySchema, pageParamsSchema } from '../../lib/pages/schemas.js';
import { pageContext, presentPage } from '../../lib/pages/present.js';
import { batchFailedSchema, batchResponseSchema } from '../../lib/pages/response-schemas.js';
import * as route from './routes.js';

export const handler = defineHandler(
  route.batchPage,
  {
    responses: { 200: batchResponseSchema, 422: batchFailedSchema },
    params: pageParamsSchema,
    query: batchQuerySchema,
    body: batchBodySchema,
    headers: {
      'if-match': { description: "The page's current ETag (or *): 428 when absent, 412 when stale", required: true },
    },
  },
  async ({ event, principal, params, query, body }) => {
    const context = pageContext(event, principal.site!);
    const { applied, results, page } = await runPageBatch(
      principal.site!.id,
      params.page,
      {
        operations: body.operations,
        atomic: query.atomic,
        ifMatch: event.headers['if-match'],
        redirect: query.redirect,
      },
      context,
    );
    const etag = etagOf(page);
    const answer = {
      results,
      etag,
      updated_at: page.doc.updated_at,
      ...(query.include === 'result' && { page: presentPage(page, context) }),
    };
    // An atomic batch with a failing operation saved nothing: a 422 that still carries every result.
    if (!applied)
      return json(
        422,
        { code: 'batch_failed', message: 'An operation failed, so none was applied (atomic=true)', ...answer },
        { etag },
      );
    return ok(answer, { etag });
  },
);
