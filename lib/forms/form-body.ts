import type middy from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { ApiError, badRequest, invalidField } from '../http/errors.js';
import { jsonBody } from '../http/middleware/json-body.js';

export interface FormBodyOptions {
  /** Largest accepted body in bytes (after base64 decoding). */
  readonly maxBytes?: number;
  /** Most fields a body may hold. */
  readonly maxFields?: number;
}

const defaults = { maxBytes: 256 * 1024, maxFields: 200 };

/** How a request's body came: a JSON object, or a form (url-encoded or multipart) whose values are all strings. */
export type BodyKind = 'json' | 'form';

const kinds = new WeakMap<object, BodyKind>();

/** How the body of a request parsed by {@link formBody} came. */
export const bodyKindOf = (event: APIGatewayProxyEventV2): BodyKind | undefined => kinds.get(event);

const URLENCODED = /^application\/x-www-form-urlencoded\s*(;|$)/i;
const MULTIPART = /^multipart\/form-data\s*;/i;
const JSON_TYPE = /^application\/(.+\+)?json\s*(;|$)/i;

/** A flat record without a prototype's names: a field called `__proto__` is just a field. */
const put = (record: Record<string, unknown>, name: string, value: unknown) =>
  Object.defineProperty(record, name, { value, enumerable: true, writable: true, configurable: true });

const fromEntries = (entries: Iterable<[string, unknown]>, maxFields: number): Record<string, unknown> => {
  const record: Record<string, unknown> = {};
  let count = 0;
  for (const [name, value] of entries) {
    if (++count > maxFields)
      throw new ApiError(413, 'payload_too_large', `A submission holds at most ${maxFields} fields`);
    if (name === '' || name.length > 128)
      throw invalidField(name.slice(0, 128) || '(empty)', 'Field names are 1 to 128 characters', 'invalid');
    if (Object.hasOwn(record, name))
      throw invalidField(name, `${name} is sent more than once; a field takes one value`, 'repeated');
    put(record, name, value);
  }
  return record;
};

const bytesOf = (event: APIGatewayProxyEventV2): Buffer =>
  Buffer.from(event.body ?? '', event.isBase64Encoded ? 'base64' : 'utf8');

/** A multipart body's parts, read by the platform's own parser (WHATWG `Response.formData()`); file parts are refused. */
const multipartEntries = async (body: Buffer, contentType: string): Promise<[string, unknown][]> => {
  let form: FormData;
  try {
    form = await new Response(body, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw badRequest('malformed_body', 'The multipart/form-data body cannot be read');
  }
  const entries: [string, unknown][] = [];
  for (const [name, value] of form.entries()) {
    if (typeof value !== 'string')
      throw invalidField(name, `${name} is a file; submissions take text fields only`, 'file_not_accepted');
    entries.push([name, value]);
  }
  return entries;
};

/**
 * The body of a public submission, as a form posts it or a script sends it: a JSON object,
 * `application/x-www-form-urlencoded` or `multipart/form-data` (text fields), flat. API Gateway
 * passes form bodies base64-encoded (so does the local server for non-text types); every kind is
 * refused over `maxBytes` (413) and when it cannot be read (400); any other type is 415. The parsed
 * fields replace `event.body` as a record without a prototype's names, and {@link bodyKindOf} tells
 * how they came (form values are all strings).
 */
export const formBody = (options: FormBodyOptions = {}): middy.MiddlewareObj<APIGatewayProxyEventV2> => {
  const { maxBytes, maxFields } = { ...defaults, ...options };
  const json = jsonBody({ maxBytes, required: true });
  const formBodyMiddlewareBefore: middy.MiddlewareFn<APIGatewayProxyEventV2> = async (request) => {
    const { event } = request;
    const contentType = event.headers['content-type'] ?? '';
    if (JSON_TYPE.test(contentType)) {
      await json.before?.(request as never);
      const parsed = event.body as unknown;
      if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
        throw invalidField('(body)', 'A submission is a JSON object of field values', 'invalid');
      }
      (event as { body: unknown }).body = fromEntries(Object.entries(parsed), maxFields);
      kinds.set(event, 'json');
      return;
    }
    const isForm = URLENCODED.test(contentType);
    const isMultipart = MULTIPART.test(contentType);
    if (!isForm && !isMultipart) {
      throw new ApiError(
        415,
        'unsupported_media_type',
        'Submissions are application/json, application/x-www-form-urlencoded or multipart/form-data',
      );
    }
    const bytes = bytesOf(event);
    if (bytes.length > maxBytes)
      throw new ApiError(413, 'payload_too_large', `The request body exceeds ${maxBytes} bytes`);
    if (bytes.length === 0) throw badRequest('body_required', 'This endpoint needs a request body');
    const entries = isForm
      ? new URLSearchParams(bytes.toString('utf8')).entries()
      : await multipartEntries(bytes, contentType);
    (event as { body: unknown }).body = fromEntries(entries, maxFields);
    kinds.set(event, 'form');
  };
  return { before: formBodyMiddlewareBefore };
};
