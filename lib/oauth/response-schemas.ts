import * as z from 'zod/mini';
import { idSchema, timestampSchema, urlSchema } from '../http/response-schemas.js';

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
  keys: z.array(
    z.catchall(
      z.object({ kty: z.string(), kid: z.string(), alg: z.optional(z.string()), use: z.optional(z.string()) }),
      z.string(),
    ),
  ),
});

/** The successful token response (RFC 6749 5.1, OpenID Connect Core 3.1.3.3). */
export const oauthTokenResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.enum(['Bearer']),
  expires_in: z.number().check(z.int()),
  refresh_token: z.string(),
  id_token: z.optional(z.string()).check(z.meta({ description: 'When the grant includes the openid scope' })),
  scope: z.string(),
});

/** RFC 7662 2.2: `{"active": false}` for anything unknown, expired, revoked or another client's. */
export const introspectionSchema = z.object({
  active: z.boolean(),
  token_type: z.optional(z.enum(['Bearer', 'refresh_token'])),
  scope: z.optional(z.string()),
  client_id: z.optional(idSchema),
  sub: z.optional(idSchema),
  site_id: z.optional(idSchema),
  exp: z.optional(z.number().check(z.int())),
  iat: z.optional(z.number().check(z.int())),
  iss: z.optional(urlSchema),
});

/** The claims the access token's scopes release (OpenID Connect Core 5.3). */
export const userInfoSchema = z.object({
  sub: z.string(),
  name: z.optional(z.string()),
  given_name: z.optional(z.string()),
  family_name: z.optional(z.string()),
  email: z.optional(z.string()),
  email_verified: z.optional(z.boolean()),
  site_id: z.optional(idSchema),
});

/** An OAuth client; `client_secret` only in the registration response of a confidential client. */
export const oauthClientSchema = z.object({
  client_id: idSchema,
  url: urlSchema,
  client_secret: z.optional(z.string()),
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

export const oauthClientListSchema = z.array(oauthClientSchema);
