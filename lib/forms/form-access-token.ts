import type middy from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { Principal } from '../auth/principal.js';
import { badRequest, forbidden } from '../http/errors.js';
import { ACCESS_TOKEN_FIELD } from './submission-rules.js';

const fromForm = new WeakSet<object>();

/**
 * RFC 6750 §2.2 for a plain HTML form, which cannot set headers: the bearer token as the
 * `access_token` field of a form body. Runs after the body is parsed and before authentication:
 * it moves the field into the `Authorization` header (so authentication is the same as for any
 * request) and marks the request, so {@link requireFormTokenPublic} then accepts only a token whose
 * sole scope is `public` (a token with more power must never be put in a page). A token both in the
 * header and in the body is 400 (RFC 6750 allows one method per request).
 */
export const formAccessToken = (): middy.MiddlewareObj<APIGatewayProxyEventV2> => {
  const formAccessTokenMiddlewareBefore: middy.MiddlewareFn<APIGatewayProxyEventV2> = async (request) => {
    const { event } = request;
    const body = event.body as unknown as Record<string, unknown> | undefined;
    if (!body || typeof body !== 'object' || !Object.hasOwn(body, ACCESS_TOKEN_FIELD)) return;
    const token = body[ACCESS_TOKEN_FIELD];
    delete body[ACCESS_TOKEN_FIELD];
    if (event.headers.authorization)
      throw badRequest(
        'invalid_request',
        'Send the token either in the Authorization header or as the access_token field, not both',
      );
    if (typeof token !== 'string' || token === '') return;
    event.headers.authorization = `Bearer ${token}`;
    fromForm.add(event);
  };
  return { before: formAccessTokenMiddlewareBefore };
};

/** 403 unless a token sent as a form field has the `public` scope and no other. */
export const requireFormTokenPublic = (event: APIGatewayProxyEventV2, principal: Principal): void => {
  if (!fromForm.has(event)) return;
  if (principal.granted.length === 1 && principal.granted[0] === 'public') return;
  throw forbidden(
    'access_token_not_public',
    'A token sent as the access_token form field must have the public scope and no other; send other tokens in the Authorization header',
  );
};
