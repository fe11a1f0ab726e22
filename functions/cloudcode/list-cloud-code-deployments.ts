import { listDeployments } from '../../lib/cloudcode/deployments.js';
import { presentDeployment } from '../../lib/cloudcode/present.js';
import { deploymentListSchema } from '../../lib/cloudcode/response-schemas.js';
import { pageQuerySchema } from '../../lib/db/pagination.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { baseUrl } from '../../lib/http/base-url.js';
import { listResponse } from '../../lib/http/list.js';
import * as route from './routes.js';

// Newest first.
export const handler = defineHandler(
  route.listCloudCodeDeployments,
  { responses: { 200: deploymentListSchema }, query: pageQuerySchema },
  async ({ event, principal, query }) =>
    listResponse(event, await listDeployments(principal.site!.id, query), (deployment) =>
      presentDeployment(deployment, baseUrl(event)),
    ),
);
