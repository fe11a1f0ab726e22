import { getJobRun } from '../../lib/cloudcode/jobs.js';
import { presentJobRun } from '../../lib/cloudcode/present.js';
import { jobRunSchema } from '../../lib/cloudcode/response-schemas.js';
import { jobRunParamsSchema } from '../../lib/cloudcode/schemas.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { baseUrl } from '../../lib/http/base-url.js';
import { notFound } from '../../lib/http/errors.js';
import { ok } from '../../lib/http/responses.js';
import * as route from './routes.js';

export const handler = defineHandler(
  route.getJobRun,
  { responses: { 200: jobRunSchema }, params: jobRunParamsSchema },
  async ({ event, principal, params }) => {
    const run = await getJobRun(principal.site!.id, params.job);
    if (!run) throw notFound('Job run');
    return ok(presentJobRun(run, baseUrl(event)));
  },
);
