import { deploy } from '../../lib/cloudcode/deploy.js';
import { presentDeployment } from '../../lib/cloudcode/present.js';
import { deploymentSchema } from '../../lib/cloudcode/response-schemas.js';
import { createDeploymentSchema } from '../../lib/cloudcode/schemas.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { baseUrl } from '../../lib/http/base-url.js';
import { created } from '../../lib/http/responses.js';
import * as route from './routes.js';

// Validates every file in the sandbox, then activates the deployment atomically.
export const handler = defineHandler(
  route.createCloudCodeDeployment,
  { responses: { 201: deploymentSchema }, body: createDeploymentSchema },
  async ({ event, principal, body }) => {
    const deployment = await deploy(principal, body);
    return created(
      presentDeployment(deployment, baseUrl(event)),
      `${baseUrl(event)}/cloud_code/deployments/${deployment.id}`,
    );
  },
);
