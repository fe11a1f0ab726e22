import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { ApiError } from '../http/errors.js';
import { invalidRequest } from './errors.js';

/** Parameters of an OAuth request: one string per name (RFC 6749 3.1, 3.2: none may repeat). */
export type OAuthParams = Readonly<Record<string, string>>;

const MAX_BODY_BYTES = 64 * 1024;

/** Form-encoded pairs to params; a repeated name is `invalid_request`, an empty value counts as absent (RFC 6749 3.1). */
export const fromSearchParams = (search: URLSearchParams): OAuthParams => {
  const params: Record<string, string> = {};
  for (const [name, value] of search) {
    if (Object.hasOwn(params, name)) throw invalidRequest(`The ${name} parameter is repeated`);
    params[name] = value;
  }
  return Object.fromEntries(Object.entries(params).filter(([, value]) => value !== ''));
};

/** The query string's parameters, read from the raw string so repeated names are caught. */
export const queryParams = (event: APIGatewayProxyEventV2): OAuthParams =>
  fromSearchParams(new URLSearchParams(event.rawQueryString ?? ''));

const fromJson = (text: string): OAuthParams => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw invalidRequest('The request body is not valid JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw invalidRequest('The JSON body must be an object');
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(parsed)) {
    if (value === null || value === undefined || value === '') continue;
    if (typeof value === 'string') params[name] = value;
    else if (typeof value === 'number' || typeof value === 'boolean') params[name] = String(value);
    else if (name === 'scope' && Array.isArray(value) && value.every((s) => typeof s === 'string'))
      params[name] = value.join(' ');
    else throw invalidRequest(`The ${name} parameter must be a string`);
  }
  return params;
};

/**
 * The body's parameters: `application/x-www-form-urlencoded` as RFC 6749 requires, and JSON as a
 * convenience. Bodies arrive as text locally and may arrive base64-encoded from API Gateway.
 */
export const bodyParams = (event: APIGatewayProxyEventV2): OAuthParams => {
  const raw = event.body ?? '';
  const size = event.isBase64Encoded ? Math.floor((raw.length * 3) / 4) : Buffer.byteLength(raw);
  if (size > MAX_BODY_BYTES)
    throw new ApiError(413, 'invalid_request', `The request body exceeds ${MAX_BODY_BYTES} bytes`);
  const text = event.isBase64Encoded ? Buffer.from(raw, 'base64').toString('utf8') : raw;
  const type = (event.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (text === '') return {};
  if (type === 'application/x-www-form-urlencoded') return fromSearchParams(new URLSearchParams(text));
  if (type === 'application/json' || type?.endsWith('+json')) return fromJson(text);
  throw invalidRequest('Send the parameters as application/x-www-form-urlencoded (or application/json)');
};

/** A required parameter, or `invalid_request` naming it. */
export const required = (params: OAuthParams, name: string): string => {
  const value = params[name];
  if (value === undefined) throw invalidRequest(`The ${name} parameter is required`);
  return value;
};
