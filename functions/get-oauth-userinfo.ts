import { defineOAuthHandler } from '../lib/oauth/handler.js';
import { userInfo } from '../lib/oauth/userinfo.js';
import { ok } from '../lib/http/responses.js';

export const handler = defineOAuthHandler('get-oauth-userinfo', {}, async ({ event }) =>
  ok(await userInfo(event), { 'cache-control': 'no-store' }));
