import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

export type HttpResult = APIGatewayProxyStructuredResultV2 & { headers: Record<string, string> };

const JSON_TYPE = 'application/json; charset=utf-8';

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
