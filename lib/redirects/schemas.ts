import * as z from 'zod/mini';
import { STATUS_CODES } from './redirect-record.js';
import { normalizePath, targetProblem } from './redirect-rules.js';

/** Request schemas of redirects. */

const sourceSchema = z.string().check(
  z.refine(
    (value) => normalizePath(value) !== undefined,
    'must be a path below the root (/old/page), at most 1000 characters',
  ),
  z.meta({ description: 'A path; a trailing slash and any query string are dropped' }),
);
const targetSchema = z.string().check(
  z.superRefine((value, context) => {
    const problem = targetProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem, input: value });
  }),
  z.meta({ description: 'A path or an absolute http(s) URL' }),
);
const statusSchema = z.union(STATUS_CODES.map((code) => z.literal(code)));

export const createRedirectSchema = z.strictObject({
  source: sourceSchema,
  target: targetSchema,
  /** 301 when absent. */
  status_code: z.optional(statusSchema),
});
export type CreateRedirect = z.infer<typeof createRedirectSchema>;

/** Given fields replace stored ones; the others stay. */
export const updateRedirectSchema = z.strictObject({
  source: z.optional(sourceSchema),
  target: z.optional(targetSchema),
  status_code: z.optional(statusSchema),
});
export type UpdateRedirect = z.infer<typeof updateRedirectSchema>;

export const redirectParamsSchema = z.object({
  redirect: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
});

/** `GET /redirects/resolve?path=/old/page`. */
export const resolveQuerySchema = z.object({
  path: z.string().check(z.minLength(1), z.maxLength(2000)),
});

/** An import: up to 1,000 redirects, checked before anything is written. */
export const MAX_IMPORT = 1000;
export const importRedirectsSchema = z.strictObject({
  redirects: z.array(z.unknown()).check(
    z.minLength(1),
    z.maxLength(MAX_IMPORT),
    z.meta({
      description: 'Up to 1,000 `{source, target, status_code?}`; every entry is checked before any is written',
    }),
  ),
});
export type ImportRedirects = z.infer<typeof importRedirectsSchema>;
