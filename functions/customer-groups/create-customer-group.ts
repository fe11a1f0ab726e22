import { createGroup } from '../../lib/customer-groups/groups.js';
import { presentGroup } from '../../lib/customer-groups/present.js';
import { groupSchema } from '../../lib/customer-groups/response-schemas.js';
import { createGroupSchema } from '../../lib/customer-groups/schemas.js';
import { baseUrl } from '../../lib/http/base-url.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { created } from '../../lib/http/responses.js';
import * as route from './routes.js';

export const handler = defineHandler(
  route.createCustomerGroup,
  { responses: { 201: groupSchema }, body: createGroupSchema },
  async ({ event, principal, body }) => {
    const shown = presentGroup(await createGroup(principal.site!.id, body), baseUrl(event));
    return created(shown, shown.url);
  },
);
