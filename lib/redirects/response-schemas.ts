import * as z from 'zod/mini';
import type { ListQueryDescription } from '../db/list-query-rules.js';
import { idSchema, timestampSchema, urlSchema } from '../http/response-schemas.js';
import { STATUS_CODES } from './redirect-record.js';

const statusSchema = z.union(STATUS_CODES.map((code) => z.literal(code)));

/** A redirect of a site's paths. */
export const redirectSchema = z.object({
  id: idSchema,
  url: urlSchema,
  source: z.string(),
  target: z.string(),
  status_code: statusSchema,
  created_at: timestampSchema,
  updated_at: timestampSchema,
});

export const redirectListSchema = z.array(redirectSchema);

/** Where a path leads. */
export const resolutionSchema = z.object({
  source: z.string(),
  target: z.string().check(z.meta({ description: 'The final target, after following the chain' })),
  status_code: statusSchema.check(z.meta({ description: "The first redirect's status code" })),
  hops: z.number().check(z.int(), z.meta({ description: 'Redirects followed (at most 5)' })),
});

export const importResultSchema = z.object({
  created: z.number().check(z.int()),
  updated: z.number().check(z.int()),
});

export const redirectListQuery: ListQueryDescription = {
  fields:
    'source (prefix reads only the matching part of the index; `source.start=` is an alias), target, status_code, created_at, updated_at',
  indexed: 'source',
  defaultOrder: 'source, ascending',
  example: 'where[source][prefix]=/blog/',
};
