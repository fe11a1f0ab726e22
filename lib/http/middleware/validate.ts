import type middy from '@middy/core';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import type { z } from 'zod';
import { ApiError, type FieldError } from '../errors.js';

export interface InputSchemas {
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
}

export interface ValidatedContext extends Context {
  input?: { params: unknown; query: unknown; body: unknown };
}

const fieldErrors = (error: z.ZodError, prefix = ''): FieldError[] =>
  error.issues.map((issue) => {
    const field = [prefix, ...issue.path.map(String)].filter(Boolean).join('.') || '(body)';
    const code = issue.code === 'unrecognized_keys' ? 'unknown_field'
      : issue.code === 'invalid_type' && issue.input === undefined ? 'missing'
      : issue.code === 'invalid_value' ? 'not_allowed' : 'invalid';
    const message = issue.code === 'unrecognized_keys' ? `Unknown field(s): ${issue.keys.join(', ')}` : issue.message;
    return { field, message, code };
  });

/**
 * Validates path parameters, query and body with zod. Bad path or query → 400 (the address is
 * wrong); bad body fields → 422 with one entry per field. Handlers receive typed, valid values.
 */
export const validate = (schemas: InputSchemas): middy.MiddlewareObj<APIGatewayProxyEventV2, unknown, Error, ValidatedContext> => {
  const validateMiddlewareBefore: middy.MiddlewareFn<APIGatewayProxyEventV2, unknown, Error, ValidatedContext> = async (request) => {
    const { event } = request;
    const parse = (schema: z.ZodType | undefined, value: unknown) => (schema ? schema.safeParse(value) : { success: true as const, data: value });
    const params = parse(schemas.params, event.pathParameters ?? {});
    if (!params.success) throw new ApiError(400, 'invalid_path', 'The path is not valid', { errors: fieldErrors(params.error) });
    const query = parse(schemas.query, event.queryStringParameters ?? {});
    if (!query.success) throw new ApiError(400, 'invalid_query', 'The query string is not valid', { errors: fieldErrors(query.error) });
    const body = parse(schemas.body, event.body);
    if (!body.success) {
      const errors = fieldErrors(body.error);
      const message = errors.length === 1 ? `${errors[0]?.field}: ${errors[0]?.message}` : 'The request has invalid fields';
      throw new ApiError(422, 'validation_failed', message, { errors });
    }
    request.context.input = { params: params.data, query: query.data, body: body.data };
  };
  return { before: validateMiddlewareBefore };
};
