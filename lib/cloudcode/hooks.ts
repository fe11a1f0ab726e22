import type * as z from 'zod/mini';
import type { Principal } from '../auth/principal.js';
import { unprocessable } from '../http/errors.js';
import { logger } from '../http/logger.js';
import { fieldErrors } from '../http/middleware/validate.js';
import { apiBaseUrl, depthLimitError, invoke, outcomeError } from './invoke.js';
import { cloudCodeQueue } from './job-runs.js';
import { cloudCodeLimits } from './limits.js';
import { invocationLogItem } from './logs.js';
import { findHook, type HookAction, type HookKind } from './manifest.js';
import { siteCode } from './state.js';

export interface BeforeWrite<T> {
  readonly principal: Principal;
  readonly kind: HookKind;
  readonly action: HookAction;
  /** The channel's slug, for entries. */
  readonly channel?: string;
  /** The resource as the API shows it, as it will be written (what the hook sees as `req.object`). */
  readonly object: Record<string, unknown>;
  /** The resource as it is now (updates and deletes). */
  readonly original?: unknown;
  /** The fields of the object the write takes back (the others, such as `id`, are shown to the hook only). */
  readonly editable: readonly string[];
  /** How a changed object becomes the write's input again (the route's own body schema: a hook cannot write what a client could not). */
  readonly schema: z.ZodMiniType<T>;
}

/** The name a write's items carry their depth under (absent at depth 0); never shown by a presenter. */
export const DEPTH_ATTRIBUTE = 'cloud_code_depth';

/** What a write goes on with: its (possibly rewritten) input, and the depth its items carry. */
export interface BeforeWriteResult<T> {
  readonly input: T;
  /** 0 for a client's write; a hook's write is one deeper than the write that ran it. */
  readonly depth: number;
}

/**
 * The one call a write path makes before its transaction (issue 22). A write at depth 4 (a hook's
 * write of a hook's write …) is refused with `cloud_code_limit`. Otherwise, when the site's active
 * deployment has a before-hook for this kind, action (and channel), the hook runs in the sandbox
 * with `req.object` (and `req.original`): it may change the object, which is validated again with
 * the route's body schema and written, or reject the write (its `cloud.Error`, 422 by default):
 * then nothing is written. A site without such a hook loads no sandbox and, in steady state, makes
 * no request at all (its active deployment is known to the instance for up to 10 s). The hook's log
 * goes through the work queue, off the write's request path.
 */
export const beforeWrite = async <T>(write: BeforeWrite<T>): Promise<BeforeWriteResult<T>> => {
  const depth = write.principal.token.invocationDepth ?? 0;
  const limits = cloudCodeLimits();
  if (depth >= limits.maxDepth) throw depthLimitError();
  const parse = (value: unknown): T => {
    const shown = (value ?? {}) as Record<string, unknown>;
    const object = Object.fromEntries(write.editable.filter((key) => shown[key] !== undefined).map((key) => [key, shown[key]]));
    const parsed = write.schema.safeParse(object);
    if (!parsed.success) throw unprocessable(fieldErrors(parsed.error, object));
    return parsed.data;
  };
  const siteId = (write.principal.site as NonNullable<Principal['site']>).id;
  const code = await siteCode(siteId);
  const active = code.active;
  if (!active || !findHook(active.manifest, 'before', write.kind, write.action, write.channel)) return { input: parse(write.object), depth };
  const event = `${write.kind}.${write.action}`;
  const name = `${event}${write.channel ? `:${write.channel}` : ''}`;
  const outcome = await invoke({
    siteId, active, secrets: code.secrets, trigger: 'before_hook', name,
    entry: { type: 'before', event, ...(write.channel && { channel: write.channel }) },
    request: { object: write.object, ...(write.original !== undefined && { original: write.original }) },
    depth: depth + 1, apiBase: apiBaseUrl(''),
  }, limits);
  await cloudCodeQueue().send({ type: 'log', item: invocationLogItem(siteId, { trigger: 'before_hook', name, deploymentId: active.id }, outcome) })
    .catch((error: unknown) => logger.error('cloud code: a before-hook\'s log was not queued', { error, hook: name }));
  if (outcome.status !== 'ok') throw outcomeError(outcome);
  return { input: write.action === 'delete' ? parse(write.object) : parse(outcome.result), depth };
};
