import { getDeploymentWithFiles } from '../../lib/cloudcode/deployments.js';
import { presentDeployment } from '../../lib/cloudcode/present.js';
import { deploymentWithCodeSchema } from '../../lib/cloudcode/response-schemas.js';
import { deploymentParamsSchema } from '../../lib/cloudcode/schemas.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { baseUrl } from '../../lib/http/base-url.js';
import { notFound } from '../../lib/http/errors.js';
import { ok } from '../../lib/http/responses.js';
import * as route from './routes.js';

export const handler = defineHandler(
  route.getCloudCodeDeployment,
  { responses: { 200: deploymentWithCodeSchema }, params: deploymentParamsSchema },
  async ({ event, principal, params }) => {
    const found = await getDeploymentWithFiles(principal.site!.id, params.deployment);
    if (!found) throw notFound('Deployment');
    return ok(presentDeployment(found.deployment, baseUrl(event), found.files));
  },
);
