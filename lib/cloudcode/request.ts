import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { ApiError } from '../http/errors.js';
import { DEPTH_HEADER } from './sandbox/fetch.js';
import { cloudCodeLimits } from './limits.js';

/**
 * How deep the request is in a chain of cloud code calling the API through `fetch` (the sandbox sends
 * `Cloud-Code-Depth` on every fetch; a client that sends it only shortens its own chain).
 */
export const requestDepth = (event: APIGatewayProxyEventV2): number => {
  const value = Number(event.headers[DEPTH_HEADER]);
  return Number.isInteger(value) && value > 0 ? Math.min(value, 100) : 0;
};

/** 413 for params larger than the input limit (128 KB, counted as JSON). */
export const checkInputSize = (params: unknown): void => {
  const limit = cloudCodeLimits().inputBytes;
  if (Buffer.byteLength(JSON.stringify(params ?? {})) > limit)
    throw new ApiError(413, 'payload_too_large', `Cloud code takes at most ${limit} bytes of input`);
};
