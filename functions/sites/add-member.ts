import { baseUrl } from '../../lib/http/base-url.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { created } from '../../lib/http/responses.js';
import { addMemberByEmail } from '../../lib/sites/members.js';
import { presentMember } from '../../lib/sites/present.js';
import { ownedSite } from '../../lib/sites/require-owner.js';
import { addMemberSchema, siteParamsSchema } from '../../lib/sites/schemas.js';
import { memberSchema } from '../../lib/sites/response-schemas.js';
import * as route from './routes.js';

export const handler = defineHandler(
  route.addMember,
  { responses: { 201: memberSchema }, params: siteParamsSchema, body: addMemberSchema },
  async ({ event, principal, params, body }) => {
    const member = await addMemberByEmail(ownedSite(principal, params.site).id, body);
    const base = baseUrl(event);
    return created(presentMember(member, base), `${base}/sites/${member.siteId}/members/${member.userId}`);
  },
);
