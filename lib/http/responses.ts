import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

export type HttpResult = APIGatewayProxyStructuredResultV2 & { headers: Record<string, string> };

export const JSON_TYPE = 'application/json; charset=utf-8';
/** RFC 9457 problem details' media type, and the Content-Type an error answer carries with it. */
export const PROBLEM_TYPE = 'application/problem+json';
export const PROBLEM_JSON = `${PROBLEM_TYPE}; charset=utf-8`;

/** A JSON response with the given status. */
export const json = (statusCode: number, body: unknown, headers: Record<string, string> = {}): HttpResult => ({
  statusCode,
  headers: { 'content-type': JSON_TYPE, ...headers },
  body: JSON.stringify(body),
});

export const ok = (body: unknown, headers?: Record<string, string>) => json(200, body, headers);

/** 201 with the new resource and its `Location`. */
export const created = (body: unknown, location: string, headers: Record<string, string> = {}) =>
  json(201, body, { location, ...headers });

export const noContent = (headers: Record<string, string> = {}): HttpResult => ({ statusCode: 204, headers, body: '' });

/** An HTML page (the OAuth sign-in and consent pages). */
export const html = (
  statusCode: number,
  body: string,
  headers: Record<string, string> = {},
  cookies?: string[],
): HttpResult => ({
  statusCode,
  headers: { 'content-type': 'text/html; charset=utf-8', ...headers },
  body,
  ...(cookies?.length && { cookies }),
});

/** A redirect (302 by default; 303 after a form post). */
export const redirect = (
  location: string,
  statusCode: 302 | 303 = 302,
  headers: Record<string, string> = {},
): HttpResult => ({
  statusCode,
  headers: { location, ...headers },
  body: '',
});
