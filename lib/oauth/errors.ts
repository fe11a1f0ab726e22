import { ApiError, type ApiErrorOptions } from '../http/errors.js';

/** The error codes of RFC 6749 (5.2, 4.1.2.1), RFC 7009, RFC 7591 and OpenID Connect Core (3.1.2.6) this server uses. */
export type OAuthErrorCode =
  | 'invalid_request'
  | 'invalid_client'
  | 'invalid_grant'
  | 'unauthorized_client'
  | 'unsupported_grant_type'
  | 'invalid_scope'
  | 'access_denied'
  | 'unsupported_response_type'
  | 'server_error'
  | 'temporarily_unavailable'
  | 'login_required'
  | 'request_not_supported'
  | 'request_uri_not_supported'
  | 'invalid_token'
  | 'insufficient_scope'
  | 'invalid_client_metadata'
  | 'invalid_redirect_uri'
  | 'unsupported_token_type'
  | 'too_many_attempts';

/**
 * An OAuth protocol error: rendered as `{error, error_description}` at the token, revocation and
 * introspection endpoints, and as redirect parameters by the authorization endpoint. It is an
 * ApiError, so code that does not know about OAuth still renders it sensibly.
 */
export class OAuthError extends ApiError {
  constructor(
    status: number,
    readonly error: OAuthErrorCode,
    description: string,
    options: ApiErrorOptions = {},
  ) {
    super(status, error, description, options);
  }
}

export const invalidRequest = (description: string) => new OAuthError(400, 'invalid_request', description);

/** RFC 6749 5.2: 401 with a challenge, since clients may authenticate with the Authorization header. */
export const invalidClient = (description = 'Client authentication failed') =>
  new OAuthError(401, 'invalid_client', description, {
    headers: { 'www-authenticate': 'Basic realm="oauth2", charset="UTF-8"' },
  });

export const invalidGrant = (description: string) => new OAuthError(400, 'invalid_grant', description);

export const unauthorizedClient = (description: string) => new OAuthError(400, 'unauthorized_client', description);

export const invalidScope = (description: string) => new OAuthError(400, 'invalid_scope', description);

export const unsupportedGrantType = (grantType: string) =>
  new OAuthError(400, 'unsupported_grant_type', `The grant type ${grantType} is not supported`);
