import * as z from 'zod/mini';
import { fieldErrorSchema } from '../http/response-schemas.js';

// Documentation only (the OpenAPI document): never imported by a function module.

/** The error body of the JSON endpoints under /oauth2 (RFC 6749 5.2, RFC 7591 3.2.2). */
export const oauthErrorSchema = z.object({
  error: z.string().check(z.meta({ description: 'RFC 6749 / 7009 / 7591 / OpenID Connect error code' })),
  error_description: z.string(),
  errors: z.optional(z.array(fieldErrorSchema)),
});

// Request parameters of the protocol endpoints, for the document only: these endpoints read their
// own form-encoded (or JSON) parameters, so RFC 6749's rules decide, not zod.

const clientCredentials = {
  client_id: z
    .optional(z.string())
    .check(z.meta({ description: 'With client_secret_post or a public client (else HTTP Basic)' })),
  client_secret: z.optional(z.string()),
};

/** POST /oauth2/token parameters. */
export const tokenRequestSchema = z.object({
  grant_type: z.enum(['authorization_code', 'refresh_token', 'password']),
  code: z.optional(z.string()).check(z.meta({ description: 'authorization_code' })),
  redirect_uri: z.optional(z.string()).check(z.meta({ description: 'authorization_code' })),
  code_verifier: z.optional(z.string()).check(z.meta({ description: 'authorization_code with PKCE (S256)' })),
  refresh_token: z.optional(z.string()).check(z.meta({ description: 'refresh_token' })),
  username: z.optional(z.string()).check(z.meta({ description: 'password (first-party clients)' })),
  password: z.optional(z.string()).check(z.meta({ description: 'password (first-party clients)' })),
  scope: z.optional(z.string()).check(z.meta({ description: 'Space-separated scopes' })),
  site: z.optional(z.string()).check(z.meta({ description: 'password: sign a customer of this site in' })),
  ...clientCredentials,
});

/** POST /oauth2/revoke parameters (RFC 7009). */
export const revokeRequestSchema = z.object({
  token: z.string(),
  token_type_hint: z.optional(z.enum(['access_token', 'refresh_token'])),
  ...clientCredentials,
});

/** POST /oauth2/introspect parameters (RFC 7662). */
export const introspectRequestSchema = z.object({
  token: z.string(),
  token_type_hint: z.optional(z.enum(['access_token', 'refresh_token'])),
  ...clientCredentials,
});

/** GET /oauth2/authorize query (RFC 6749 4.1.1, RFC 7636, OpenID Connect Core 3.1.2.1). */
export const authorizeQuerySchema = z.object({
  response_type: z.literal('code'),
  client_id: z.string(),
  redirect_uri: z.optional(z.string()),
  scope: z.optional(z.string()).check(z.meta({ description: 'Space-separated scopes' })),
  state: z.optional(z.string()),
  code_challenge: z.string().check(z.meta({ description: 'PKCE is required' })),
  code_challenge_method: z.literal('S256'),
  response_mode: z.optional(z.literal('query')),
  nonce: z.optional(z.string()),
  prompt: z.optional(z.string()),
  site: z.optional(z.string()).check(z.meta({ description: 'Sign a customer of this site in instead of a user' })),
});

/** POST /oauth2/authorize: the sign-in and consent forms of the pages GET /oauth2/authorize shows. */
export const authorizeFormSchema = z.object({
  request_id: z.string(),
  csrf_token: z.string(),
  step: z.enum(['sign_in', 'consent']),
  email: z.optional(z.string()).check(z.meta({ description: 'sign_in' })),
  password: z.optional(z.string()).check(z.meta({ description: 'sign_in' })),
  decision: z.optional(z.enum(['allow', 'deny'])).check(z.meta({ description: 'consent' })),
});
