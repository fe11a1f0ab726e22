import { createTokenSchema } from '../../lib/auth/schemas.js';
import { authorizeTokenRequest } from '../../lib/auth/token-rules.js';
import { issueToken } from '../../lib/auth/tokens.js';
import { presentToken } from '../../lib/auth/present.js';
import { baseUrl } from '../../lib/http/base-url.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { created } from '../../lib/http/responses.js';
import { tokenSchema } from '../../lib/auth/response-schemas.js';
import * as route from './routes.js';

export const handler = defineHandler(
  route.createToken,
  { responses: { 201: tokenSchema }, body: createTokenSchema },
  async ({ event, principal, body }) => {
    const grant = authorizeTokenRequest(principal, {
      scopes: body.scopes,
      master: body.master_token,
      site: body.site_id,
    });
    const { record, secret } = await issueToken({
      ...grant,
      userId: principal.token.userId,
      scopes: [...new Set(body.scopes)],
      master: body.master_token,
      note: body.note,
      noteUrl: body.note_url,
      expiresIn: body.expires_in,
    });
    const base = baseUrl(event);
    return created(presentToken(record, base, secret, Date.parse(record.createdAt)), `${base}/tokens/${record.id}`, {
      'cache-control': 'no-store',
    });
  },
);
