import * as z from 'zod/mini';
import { ok } from '../http/responses.js';
import { defineHandler, type HandlerOptions, type HandlerRequest } from './handler.js';
import type { RouteDefinition } from './route.js';

/**
 * `GET /<list>/count`: one handler for every list's count, so each is a few lines (the list's own
 * read hands its Query to lib/db/count.ts) and every count answers the same shape.
 */

/** The body of every count. */
export const countSchema = z.object({
  count: z
    .number()
    .check(z.int(), z.gte(0), z.meta({ description: 'How many items the list holds for these filters' })),
});

/** The count route of a list: the list's own path, query and list-query options, and its count. */
export const countHandler = <S extends Omit<HandlerOptions, 'responses'>>(
  row: RouteDefinition,
  schemas: S,
  count: (request: HandlerRequest<S>) => Promise<number>,
) =>
  defineHandler(row, { query: z.object({}), ...schemas, responses: { 200: countSchema } }, async (request) =>
    ok({ count: await count(request as unknown as HandlerRequest<S>) }),
  );
