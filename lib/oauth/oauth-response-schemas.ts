import * as z from 'zod';
import { fieldErrorSchema, idSchema, timestampSchema, urlSchema } from '../http/response-schemas.js';

/** The error body of the JSON endpoints under /oauth2 (RFC 6749 5.2, RFC 7591 3.2.2). */
export const oauthErrorSchema = z.object({
  error: z.string().meta({ description: 'RFC 6749 / 7009 / 7591 / OpenID Connect error code' }),
  error_description: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
});

/** OpenID Provider metadata (OpenID Connect Discovery 3, RFC 8414). */
export const openIdConfigurationSchema = z.object({
  issuer: urlSchema,
  authorization_endpoint: urlSchema,
  token_endpoint: urlSchema,
  userinfo_endpoint: urlSchema,
  jwks_uri: urlSchema,
  revocation_endpoint: urlSchema,
  introspection_endpoint: urlSchema,
  scopes_supported: z.array(z.string()),
  response_types_supported: z.array(z.string()),
  response_modes_supported: z.array(z.string()),
  grant_types_supported: z.array(z.string()),
  subject_types_supported: z.array(z.string()),
  id_token_signing_alg_values_supported: z.array(z.string()),
  token_endpoint_auth_methods_supported: z.array(z.string()),
  revocation_endpoint_auth_methods_supported: z.array(z.string()),
  introspection_endpoint_auth_methods_supported: z.array(z.string()),
  code_challenge_methods_supported: z.array(z.string()),
  claims_supported: z.array(z.string()),
  authorization_response_iss_parameter_supported: z.boolean(),
  request_parameter_supported: z.boolean(),
  request_uri_parameter_supported: z.boolean(),
  claims_parameter_supported: z.boolean(),
});

/** The public signing keys (RFC 7517 JWK Set). */
export const jwksSchema = z.object({
  keys: z.array(z.object({ kty: z.string(), kid: z.string(), alg: z.string().optional(), use: z.string().optional() }).catchall(z.string())),
});

/** The successful token response (RFC 6749 5.1, OpenID Connect Core 3.1.3.3). */
export const oauthTokenResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
  refresh_token: z.string(),
  id_token: z.string().optional().meta({ description: 'When the grant includes the openid scope' }),
  scope: z.string(),
});

/** RFC 7662 2.2: `{"active": false}` for anything unknown, expired, revoked or another client's. */
export const introspectionSchema = z.object({
  active: z.boolean(),
  token_type: z.enum(['Bearer', 'refresh_token']).optional(),
  scope: z.string().optional(),
  client_id: idSchema.optional(),
  sub: idSchema.optional(),
  site_id: idSchema.optional(),
  exp: z.number().int().optional(),
  iat: z.number().int().optional(),
  iss: urlSchema.optional(),
});

/** The claims the access token's scopes release (OpenID Connect Core 5.3). */
export const userInfoSchema = z.object({
  sub: z.string(),
  name: z.string().optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  email: z.string().optional(),
  email_verified: z.boolean().optional(),
  site_id: idSchema.optional(),
});

/** An OAuth client; `client_secret` only in the registration response of a confidential client. */
export const oauthClientSchema = z.object({
  client_id: idSchema,
  url: urlSchema,
  client_secret: z.string().optional(),
  name: z.string(),
  redirect_uris: z.array(z.string()),
  scopes: z.array(z.string()),
  confidential: z.boolean(),
  first_party: z.boolean(),
  token_endpoint_auth_method: z.enum(['client_secret_basic', 'none']),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});

/** The empty object RFC 7009 revocation answers with. */
export const emptyObjectSchema = z.object({});

/** An HTML page (sign-in, consent or error page). */
export const htmlPageSchema = z.string().meta({ description: 'An HTML page' });

// Request parameters of the protocol endpoints, for the document only: these endpoints read their
// own form-encoded (or JSON) parameters, so RFC 6749's rules decide, not zod.

const clientCredentials = {
  client_id: z.string().optional().meta({ description: 'With client_secret_post or a public client (else HTTP Basic)' }),
  client_secret: z.string().optional(),
};

/** POST /oauth2/token parameters. */
export const tokenRequestSchema = z.object({
  grant_type: z.enum(['authorization_code', 'refresh_token', 'password']),
  code: z.string().optional().meta({ description: 'authorization_code' }),
  redirect_uri: z.string().optional().meta({ description: 'authorization_code' }),
  code_verifier: z.string().optional().meta({ description: 'authorization_code with PKCE (S256)' }),
  refresh_token: z.string().optional().meta({ description: 'refresh_token' }),
  username: z.string().optional().meta({ description: 'password (first-party clients)' }),
  password: z.string().optional().meta({ description: 'password (first-party clients)' }),
  scope: z.string().optional().meta({ description: 'Space-separated scopes' }),
  site: z.string().optional().meta({ description: 'password: sign a customer of this site in' }),
  ...clientCredentials,
});

/** POST /oauth2/revoke parameters (RFC 7009). */
export const revokeRequestSchema = z.object({
  token: z.string(),
  token_type_hint: z.enum(['access_token', 'refresh_token']).optional(),
  ...clientCredentials,
});

/** POST /oauth2/introspect parameters (RFC 7662). */
export const introspectRequestSchema = z.object({
  token: z.string(),
  token_type_hint: z.enum(['access_token', 'refresh_token']).optional(),
  ...clientCredentials,
});

/** GET /oauth2/authorize query (RFC 6749 4.1.1, RFC 7636, OpenID Connect Core 3.1.2.1). */
export const authorizeQuerySchema = z.object({
  response_type: z.literal('code'),
  client_id: z.string(),
  redirect_uri: z.string().optional(),
  scope: z.string().optional().meta({ description: 'Space-separated scopes' }),
  state: z.string().optional(),
  code_challenge: z.string().meta({ description: 'PKCE is required' }),
  code_challenge_method: z.literal('S256'),
  response_mode: z.literal('query').optional(),
  nonce: z.string().optional(),
  prompt: z.string().optional(),
  site: z.string().optional().meta({ description: 'Sign a customer of this site in instead of a user' }),
});

/** POST /oauth2/authorize: the sign-in and consent forms of the pages GET /oauth2/authorize shows. */
export const authorizeFormSchema = z.object({
  request_id: z.string(),
  csrf_token: z.string(),
  step: z.enum(['sign_in', 'consent']),
  email: z.string().optional().meta({ description: 'sign_in' }),
  password: z.string().optional().meta({ description: 'sign_in' }),
  decision: z.enum(['allow', 'deny']).optional().meta({ description: 'consent' }),
});

export const oauthClientListSchema = z.array(oauthClientSchema);
