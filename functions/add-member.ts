import { createUser, getUser, userIdForEmail } from '../lib/auth/users.js';
import { baseUrl } from '../lib/http/base-url.js';
import { notFound, unprocessable } from '../lib/http/errors.js';
import { defineHandler } from '../lib/http/handler.js';
import { created } from '../lib/http/responses.js';
import { addMember, presentMember } from '../lib/sites/members.js';
import { ownedSite } from '../lib/sites/require-owner.js';
import { addMemberSchema, siteParamsSchema } from '../lib/sites/schemas.js';
import { getSite } from '../lib/sites/sites.js';
import { memberSchema } from '../lib/sites/site-response-schemas.js';

export const handler = defineHandler('add-member', { responses: { 201: memberSchema }, params: siteParamsSchema, body: addMemberSchema }, async ({ event, principal, params, body }) => {
  const site = await getSite(ownedSite(principal, params.site).id);
  if (!site) throw notFound('Site');
  const existingId = await userIdForEmail(body.email);
  let user = existingId ? await getUser(existingId) : undefined;
  if (!user) {
    const missing = (['name', 'password'] as const).filter((field) => body[field] === undefined);
    if (missing.length) {
      throw unprocessable(missing.map((field) => ({ field, message: `is required to create a new user`, code: 'missing' })));
    }
    user = await createUser({ email: body.email, name: body.name as string, password: body.password as string });
  }
  const member = await addMember(site, user, body.role);
  const base = baseUrl(event);
  return created(presentMember(member, base), `${base}/sites/${site.id}/members/${user.id}`);
});
