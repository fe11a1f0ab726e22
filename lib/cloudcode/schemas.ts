import * as z from 'zod/mini';
import { SCOPES } from '../auth/scopes.js';
import { pageQuerySchema } from '../db/pagination.js';
import { idSchema } from '../http/response-schemas.js';

const NAME = /^[A-Za-z][A-Za-z0-9_.-]{0,63}$/;
/** Files are `.js`, in folders if need be: `lib/prices.js`. */
const FILE_NAME = /^(?!.*\.\.)(?!\/)[A-Za-z0-9_][A-Za-z0-9_./-]{0,199}\.js$/;

export const createDeploymentSchema = z.strictObject({
  files: z
    .array(
      z.strictObject({
        name: z.string().check(z.regex(FILE_NAME, 'must be a relative path ending in .js (letters, digits, _ . - /)')),
        code: z.string().check(z.maxLength(256 * 1024)),
      }),
    )
    .check(z.minLength(1), z.maxLength(100)),
  scopes: z.optional(z.array(z.enum(SCOPES)).check(z.maxLength(SCOPES.length))),
});
export type CreateDeployment = z.infer<typeof createDeploymentSchema>;

export const deploymentParamsSchema = z.object({ deployment: idSchema });

/** A function's or job's name in a path. */
export const codeNameParamsSchema = z.object({ name: z.string().check(z.regex(NAME)) });
export const jobParamsSchema = z.object({ job: z.string().check(z.regex(NAME)) });
export const jobRunParamsSchema = z.object({ job: idSchema });

/** A JSON object of parameters (`req.params`); absent is `{}`. */
export const paramsBodySchema = z.optional(z.record(z.string(), z.unknown()));

export const SECRET_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
export const secretParamsSchema = z.object({ name: z.string().check(z.regex(SECRET_NAME)) });
export const putSecretSchema = z.strictObject({ value: z.string().check(z.minLength(1), z.maxLength(4096)) });

export const logQuerySchema = z.extend(pageQuerySchema, {
  name: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
  trigger: z.optional(z.enum(['function', 'before_hook', 'after_hook', 'job'])),
  status: z.optional(z.enum(['ok', 'rejected', 'error', 'timeout', 'memory', 'limit'])),
  since: z.optional(z.iso.datetime({ offset: true })),
});
