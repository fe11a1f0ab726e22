import type middy from '@middy/core';
import httpJsonBodyParser from '@middy/http-json-body-parser';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { ApiError } from '../errors.js';

export interface JsonBodyOptions {
  /** Largest accepted body in bytes (after base64 decoding). */
  readonly maxBytes?: number;
  /** When false, an empty body is passed on as `undefined` instead of being refused. */
  readonly required?: boolean;
}

const defaults = { maxBytes: 1024 * 1024, required: true };

/**
 * Parses a JSON body with @middy/http-json-body-parser after enforcing the size limit, so a huge
 * body is refused before it is parsed. An absent body on an endpoint whose body is optional is
 * left `undefined` rather than a 415.
 */
export const jsonBody = (options: JsonBodyOptions = {}): middy.MiddlewareObj<APIGatewayProxyEventV2> => {
  const { maxBytes, required } = { ...defaults, ...options };
  const parser = httpJsonBodyParser();
  const jsonBodyMiddlewareBefore: middy.MiddlewareFn<APIGatewayProxyEventV2> = async (request) => {
    const { body, isBase64Encoded } = request.event;
    const size = body === undefined ? 0 : isBase64Encoded ? Math.floor((body.length * 3) / 4) : Buffer.byteLength(body);
    if (size > maxBytes) {
      throw new ApiError(413, 'payload_too_large', `The request body exceeds ${maxBytes} bytes`);
    }
    if (body === undefined || body === '') {
      if (required) throw new ApiError(400, 'body_required', 'This endpoint needs a JSON request body');
      return;
    }
    await parser.before?.(request as never);
  };
  return { before: jsonBodyMiddlewareBefore };
};
