import { apiBaseUrl } from '../../lib/cloudcode/invoke.js';
import { startJob } from '../../lib/cloudcode/job-runs.js';
import { presentJobRun } from '../../lib/cloudcode/present.js';
import { checkInputSize } from '../../lib/cloudcode/request.js';
import { jobRunSchema } from '../../lib/cloudcode/response-schemas.js';
import { jobParamsSchema, paramsBodySchema } from '../../lib/cloudcode/schemas.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { baseUrl } from '../../lib/http/base-url.js';
import { json } from '../../lib/http/responses.js';
import * as route from './routes.js';

// Queues a run of the job (the body is req.params): 202 with the run; GET /jobs/{id} follows it.
export const handler = defineHandler(
  route.runJob,
  { responses: { 202: jobRunSchema }, params: jobParamsSchema, body: paramsBodySchema, optionalBody: true },
  async ({ event, principal, params, body }) => {
    checkInputSize(body);
    const run = await startJob(principal.site!.id, params.job, body ?? {}, apiBaseUrl(baseUrl(event)));
    return json(202, presentJobRun(run, baseUrl(event)), { location: `${baseUrl(event)}/jobs/${run.id}` });
  },
);
