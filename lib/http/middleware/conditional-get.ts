import { createHash } from 'node:crypto';
import type middy from '@middy/core';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import type { HttpResult } from '../responses.js';

/** What a cache may do with a single resource: keep it, but ask again (with its ETag) before each use. */
export const CONDITIONAL_HEADERS = {
  'cache-control': 'private, no-cache',
  // The answer depends on who asks, for which site, as which customer and in which API version.
  vary: 'Authorization, X-Service-Site, Session-Token, X-Service-Version',
} as const;

/** A strong ETag of a body as sent: 162 bits of its SHA-256, like a page's tag. */
export const bodyEtag = (body: string): string =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/** A tag told apart by the variant of the representation it names: `"abc"` and `2026-11-22` make `"abc-2026-11-22"`. */
export const variantEtag = (etag: string, variant: string): string => {
  const weak = etag.startsWith('W/') ? 'W/' : '';
  return `${weak}"${opaque(etag).replace(/^"|"$/g, '')}-${variant}"`;
};

export interface ConditionalGetOptions {
  /**
   * The variant of the answer beside its body, when the same body is sent differently (the API
   * version renders it in, when rendering changes it): the ETag is suffixed with it, so two
   * variants never share a tag.
   */
  readonly variant?: (response: HttpResult, context: Context) => string | undefined;
}

/**
 * True when an If-None-Match header matches the current tag (RFC 9110 §13.1.2): `*` matches any
 * current representation; otherwise the weak comparison, as that section requires.
 */
export const ifNoneMatchSatisfied = (header: string, currentEtag: string): boolean => {
  const current = opaque(currentEtag);
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === current);
};

/** Headers a 304 keeps: everything a 200 would carry but what describes its body. */
const withoutBody = (headers: Record<string, string>): Record<string, string> => {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers))
    if (name !== 'content-type' && name !== 'content-length') kept[name] = value;
  return kept;
};

/**
 * Conditional GETs of a single resource: every 200 gets a strong `ETag` (the handler's own, as a
 * page's, else a hash of the body as sent, which covers counts, statuses and caller-dependent
 * views; suffixed with the answer's variant, see ConditionalGetOptions), `Cache-Control: private,
 * no-cache` and `Vary`; a request whose `If-None-Match` matches
 * answers `304 Not Modified` with those headers and no body. The handler runs either way, so a 304
 * costs exactly the DynamoDB requests of the 200.
 */
export const conditionalGet = (
  options: ConditionalGetOptions = {},
): middy.MiddlewareObj<APIGatewayProxyEventV2, HttpResult> => {
  const conditionalGetMiddlewareAfter: middy.MiddlewareFn<APIGatewayProxyEventV2, HttpResult> = async (request) => {
    const response = request.response;
    if (response?.statusCode !== 200 || typeof response.body !== 'string') return;
    const headers = response.headers;
    const variant = options.variant?.(response, request.context);
    headers.etag ??= bodyEtag(response.body);
    if (variant) headers.etag = variantEtag(headers.etag, variant);
    const etag = headers.etag;
    headers['cache-control'] ??= CONDITIONAL_HEADERS['cache-control'];
    headers.vary ??= CONDITIONAL_HEADERS.vary;
    const condition = request.event.headers['if-none-match'];
    if (condition !== undefined && ifNoneMatchSatisfied(condition, etag)) {
      request.response = { statusCode: 304, headers: withoutBody(headers), body: '' };
    }
  };
  return { after: conditionalGetMiddlewareAfter };
};
