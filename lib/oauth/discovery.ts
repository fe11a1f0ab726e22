import { SCOPES } from '../auth/scopes.js';
import { SIGNING_ALG } from './signing-keys.js';

/** OpenID Provider metadata (OpenID Connect Discovery 3, RFC 8414) for the issuer `<base>/oauth2`. Pure. */
export const discoveryDocument = (issuer: string) => ({
  issuer,
  authorization_endpoint: `${issuer}/authorize`,
  token_endpoint: `${issuer}/token`,
  userinfo_endpoint: `${issuer}/userinfo`,
  jwks_uri: `${issuer}/jwks`,
  revocation_endpoint: `${issuer}/revoke`,
  introspection_endpoint: `${issuer}/introspect`,
  scopes_supported: [...SCOPES],
  response_types_supported: ['code'],
  response_modes_supported: ['query'],
  grant_types_supported: ['authorization_code', 'refresh_token', 'password'],
  subject_types_supported: ['public'],
  id_token_signing_alg_values_supported: [SIGNING_ALG],
  token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post', 'none'],
  revocation_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post', 'none'],
  introspection_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
  code_challenge_methods_supported: ['S256'],
  claims_supported: ['sub', 'iss', 'aud', 'exp', 'iat', 'auth_time', 'nonce', 'name', 'given_name', 'family_name', 'email', 'email_verified', 'site_id'],
  authorization_response_iss_parameter_supported: true,
  request_parameter_supported: false,
  request_uri_parameter_supported: false,
  claims_parameter_supported: false,
});
