import type middy from '@middy/core';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import type * as z from 'zod/mini';
import { ApiError, type FieldError } from '../errors.js';
import '../zod-locale.js';

export interface InputSchemas {
  readonly params?: z.ZodMiniType;
  readonly query?: z.ZodMiniType;
  readonly body?: z.ZodMiniType;
}

export interface ValidatedContext extends Context {
  input?: { params: unknown; query: unknown; body: unknown };
}

/** The value at an issue's path in the validated input (zod 4 leaves `issue.input` out by default). */
const valueAt = (input: unknown, path: readonly PropertyKey[]): unknown =>
  path.reduce<unknown>(
    (node, key) =>
      node !== null && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[key] : undefined,
    input,
  );

/** One 422 `errors` entry per zod issue, named by its path in `input`. */
export const fieldErrors = (error: z.core.$ZodError, input: unknown): FieldError[] =>
  error.issues.map((issue) => {
    const field = issue.path.map(String).join('.') || '(body)';
    const absent = issue.code !== 'unrecognized_keys' && valueAt(input, issue.path) === undefined;
    const code =
      issue.code === 'unrecognized_keys'
        ? 'unknown_field'
        : absent
          ? 'missing'
          : issue.code === 'invalid_value'
            ? 'not_allowed'
            : 'invalid';
    const message = issue.code === 'unrecognized_keys' ? `Unknown field(s): ${issue.keys.join(', ')}` : issue.message;
    return { field, message, code };
  });

/**
 * Validates path parameters, query and body with zod. Bad path or query → 400 (the address is
 * wrong); bad body fields → 422 with one entry per field. Handlers receive typed, valid values.
 */
export const validate = (
  schemas: InputSchemas,
): middy.MiddlewareObj<APIGatewayProxyEventV2, unknown, Error, ValidatedContext> => {
  const validateMiddlewareBefore: middy.MiddlewareFn<APIGatewayProxyEventV2, unknown, Error, ValidatedContext> = async (
    request,
  ) => {
    const { event } = request;
    const parse = (schema: z.ZodMiniType | undefined, value: unknown) =>
      schema ? schema.safeParse(value) : { success: true as const, data: value };
    const params = parse(schemas.params, event.pathParameters ?? {});
    if (!params.success)
      throw new ApiError(400, 'invalid_path', 'The path is not valid', {
        errors: fieldErrors(params.error, event.pathParameters),
      });
    const query = parse(schemas.query, event.queryStringParameters ?? {});
    if (!query.success)
      throw new ApiError(400, 'invalid_query', 'The query string is not valid', {
        errors: fieldErrors(query.error, event.queryStringParameters),
      });
    const body = parse(schemas.body, event.body);
    if (!body.success) {
      const errors = fieldErrors(body.error, event.body);
      const message =
        errors.length === 1 ? `${errors[0]?.field}: ${errors[0]?.message}` : 'The request has invalid fields';
      throw new ApiError(422, 'validation_failed', message, { errors });
    }
    request.context.input = { params: params.data, query: query.data, body: body.data };
  };
  return { before: validateMiddlewareBefore };
};
