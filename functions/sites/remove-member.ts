import { notFound } from '../../lib/http/errors.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { noContent } from '../../lib/http/responses.js';
import { removeMember } from '../../lib/sites/members.js';
import { ownedSite } from '../../lib/sites/require-owner.js';
import { memberParamsSchema } from '../../lib/sites/schemas.js';
import * as route from './routes.js';

export const handler = defineHandler(
  route.removeMember,
  { responses: { 204: null }, params: memberParamsSchema },
  async ({ principal, params }) => {
    const site = ownedSite(principal, params.site);
    if (!(await removeMember(site.id, params.user))) throw notFound('Member');
    return noContent();
  },
);
