import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { validate } from '../../../../lib/http/middleware/validate.js';

const schema = z.strictObject({
  name: z.string(),
  count: z.number().check(z.int()),
  kind: z.enum(['a', 'b']),
  nested: z.optional(z.object({ x: z.string() })),
});

const run = async (body: unknown) => {
  const request = {
    event: { body, pathParameters: {}, queryStringParameters: {} } as unknown as APIGatewayProxyEventV2,
    context: {},
  } as never;
  try {
    await validate({ body: schema }).before?.(request);
    return undefined;
  } catch (error) {
    return error as { status: number; errors: { field: string; code: string; message: string }[] };
  }
};

describe('validate', () => {
  it('reports absent fields as missing and wrong-typed ones as invalid, one entry per field', async () => {
    const error = await run({ name: 5, kind: 'c', nested: { x: 1 } });
    expect(error?.status).toBe(422);
    expect(error?.errors.map((e) => [e.field, e.code])).toEqual([
      ['name', 'invalid'],
      ['count', 'missing'],
      ['kind', 'not_allowed'],
      ['nested.x', 'invalid'],
    ]);
  });

  it('words messages in English (zod/mini installs no locale of its own)', async () => {
    const error = await run({ name: 5, count: 1, kind: 'a' });
    expect(error?.errors).toEqual([
      { field: 'name', code: 'invalid', message: 'Invalid input: expected string, received number' },
    ]);
  });

  it('reports unknown fields with unknown_field', async () => {
    const error = await run({ name: 'n', count: 1, kind: 'a', extra: true });
    expect(error?.errors).toEqual([expect.objectContaining({ code: 'unknown_field', field: '(body)' })]);
  });

  it('passes valid input through', async () => {
    expect(await run({ name: 'n', count: 1, kind: 'a' })).toBeUndefined();
  });
});
