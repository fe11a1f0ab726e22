import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import type { RouteDefinition } from '../endpoint/route.js';
import { defineHandler, type HandlerOptions, type HandlerRequest } from '../endpoint/handler.js';
import type { HttpResult } from '../http/responses.js';
import type { OAuthErrorCode } from './errors.js';
import { toOAuthErrorResponse } from './error-format.js';

export interface OAuthHandlerOptions extends HandlerOptions {
  /** `json` (default): RFC 6749 error bodies; `html`: an error page, for the browser-facing endpoints. */
  readonly format?: 'json' | 'html';
  /** Error code for invalid body fields (RFC 7591 uses `invalid_client_metadata`). */
  readonly validationError?: OAuthErrorCode;
}

/**
 * An endpoint under /oauth2: wired exactly like every other endpoint by `defineHandler` (telemetry,
 * authentication from its route row, validation, the shared error handler), with its error answers
 * then put in the OAuth format. Protocol endpoints (`auth: 'none'`) read their own parameters,
 * since OAuth bodies are form-encoded.
 */
export const defineOAuthHandler = <S extends OAuthHandlerOptions>(
  route: RouteDefinition,
  options: S,
  handle: (request: HandlerRequest<S>) => Promise<HttpResult>,
) => {
  const { format = 'json', validationError, ...schemas } = options;
  const inner = defineHandler(route, schemas as S, handle);
  const handler = async (event: APIGatewayProxyEventV2, context: Context): Promise<HttpResult> =>
    toOAuthErrorResponse(await inner(event, context), format, validationError);
  // The OpenAPI generator reads the route and schemas from the function module's handler.
  return Object.assign(handler, { description: inner.description });
};
