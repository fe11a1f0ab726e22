import { defineOAuthHandler } from '../lib/oauth/handler.js';
import { userInfo } from '../lib/oauth/userinfo.js';
import { ok } from '../lib/http/responses.js';
import { userInfoSchema } from '../lib/oauth/oauth-response-schemas.js';

export const handler = defineOAuthHandler('get-oauth-userinfo', { responses: { 200: userInfoSchema } }, async ({ event }) =>
  ok(await userInfo(event), { 'cache-control': 'no-store' }));
