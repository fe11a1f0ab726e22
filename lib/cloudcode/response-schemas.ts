import * as z from 'zod/mini';
import { idSchema, timestampSchema, urlSchema } from '../http/response-schemas.js';

const fileSchema = z.object({ name: z.string(), size: z.number(), sha256: z.string() });
const hookSchema = z.object({ when: z.enum(['before', 'after']), event: z.string(), channel: z.nullable(z.string()) });
const scheduleSchema = z.object({
  job: z.string(),
  every: z.optional(z.string()),
  at: z.optional(z.string()),
  params: z.unknown(),
});

/** A deployment: its files (names, sizes, hashes) and what its code registers. */
export const deploymentSchema = z.object({
  id: idSchema,
  active: z.boolean(),
  scopes: z.array(z.string()),
  files: z.array(fileSchema),
  size: z.number(),
  functions: z.array(z.string()),
  jobs: z.array(z.string()),
  hooks: z.array(hookSchema),
  schedules: z.array(scheduleSchema),
  created_at: timestampSchema,
  activated_at: z.nullable(timestampSchema),
  url: urlSchema,
});
export const deploymentListSchema = z.array(deploymentSchema);
/** A deployment with its files' code (`read_cloudcode`). */
export const deploymentWithCodeSchema = z.extend(deploymentSchema, {
  files: z.array(z.extend(fileSchema, { code: z.string() })),
});

export const secretSchema = z.object({ name: z.string(), updated_at: timestampSchema });
export const secretListSchema = z.array(secretSchema);

const logLineSchema = z.object({ level: z.enum(['log', 'info', 'warn', 'error']), message: z.string() });
export const invocationLogSchema = z.object({
  id: idSchema,
  trigger: z.enum(['function', 'before_hook', 'after_hook', 'job', 'deployment']),
  name: z.string(),
  deployment_id: z.nullable(idSchema),
  status: z.enum(['ok', 'rejected', 'error', 'timeout', 'memory', 'limit']),
  duration_ms: z.number(),
  memory_bytes: z.number(),
  sdk_calls: z.number(),
  fetch_calls: z.number(),
  logs: z.array(logLineSchema),
  error: z.nullable(z.looseObject({ message: z.string() })),
  created_at: timestampSchema,
});
export const invocationLogListSchema = z.array(invocationLogSchema);

export const jobRunSchema = z.object({
  id: idSchema,
  name: z.string(),
  status: z.enum(['queued', 'running', 'succeeded', 'failed']),
  params: z.unknown(),
  result: z.unknown(),
  error: z.nullable(z.object({ code: z.string(), message: z.string() })),
  trigger: z.enum(['api', 'schedule']),
  created_at: timestampSchema,
  started_at: z.nullable(timestampSchema),
  finished_at: z.nullable(timestampSchema),
  url: urlSchema,
});

/** What a function answers: any JSON value its code returns. */
export const functionResultSchema = z.unknown().check(z.meta({ description: 'The JSON value the function returned' }));
