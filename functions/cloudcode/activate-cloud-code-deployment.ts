import { activate } from '../../lib/cloudcode/deploy.js';
import { presentDeployment } from '../../lib/cloudcode/present.js';
import { deploymentSchema } from '../../lib/cloudcode/response-schemas.js';
import { deploymentParamsSchema } from '../../lib/cloudcode/schemas.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { baseUrl } from '../../lib/http/base-url.js';
import { notFound } from '../../lib/http/errors.js';
import { ok } from '../../lib/http/responses.js';
import * as route from './routes.js';

// Rolls back (or forward) to a stored deployment.
export const handler = defineHandler(
  route.activateCloudCodeDeployment,
  { responses: { 200: deploymentSchema }, params: deploymentParamsSchema },
  async ({ event, principal, params }) => {
    const deployment = await activate(principal.site!.id, params.deployment);
    if (!deployment) throw notFound('Deployment');
    return ok(presentDeployment(deployment, baseUrl(event)));
  },
);
