import { defineOAuthHandler } from '../../lib/oauth/handler.js';
import { userInfo } from '../../lib/oauth/userinfo.js';
import { ok } from '../../lib/http/responses.js';
import { userInfoSchema } from '../../lib/oauth/response-schemas.js';
import * as route from './routes.js';

export const handler = defineOAuthHandler(
  route.getOauthUserinfo,
  { responses: { 200: userInfoSchema } },
  async ({ event }) => ok(await userInfo(event), { 'cache-control': 'no-store' }),
);
