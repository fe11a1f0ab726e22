import type * as z from 'zod/mini';
import type { Principal } from '../auth/principal.js';
import { unprocessable } from '../http/errors.js';
import { logger } from '../http/logger.js';
import { fieldErrors } from '../http/middleware/validate.js';
import { writeDepth } from './depth.js';
import { hookChanges } from './hook-rules.js';
import { apiBaseUrl, invoke, outcomeError } from './invoke.js';
import { cloudCodeQueue } from './job-runs.js';
import { cloudCodeLimits } from './limits.js';
import { invocationLogItem } from './logs.js';
import { findHook, type HookAction, type HookKind } from './manifest.js';
import { siteCode } from './state.js';

/**
 * Who makes a write through a route: the caller, whose write runs the site's before-hooks and
 * records its depth, and the API's address (the urls of what a hook sees). The platform's own
 * writes (seed, tests) have none and run no hook.
 */
export interface Writer {
  readonly principal: Principal;
  readonly base: string;
}

/** A before-hook's trigger: the writer (none: no hook, depth 0), the kind of resource and (for entries) the channel's slug. */
interface HookTrigger {
  readonly principal: Principal | undefined;
  readonly kind: HookKind;
  /** The channel's slug, for entries. */
  readonly channel?: string;
}

export interface BeforeWrite<T> extends HookTrigger {
  readonly action: 'create' | 'update';
  /** The write's input as the route's body schema validated it. */
  readonly input: T;
  /**
   * What the hook sees as `req.object`: on create the input (defaults applied, no id yet), on
   * update the resource as the API shows it with the input applied.
   */
  readonly object: Readonly<Record<string, unknown>>;
  /** `req.original` on update: the resource as the API shows it now. */
  readonly original?: Readonly<Record<string, unknown>>;
  /**
   * The route's body schema: a hook may change the fields it has (no other: a hook cannot write
   * what a client could not), and the input with its changes is validated by it again.
   */
  readonly schema: z.ZodMiniType<T> & { readonly shape: Readonly<Record<string, unknown>> };
  /** Body fields the hook neither sees nor changes (a customer's password). */
  readonly hidden?: readonly string[];
}

/** What a write goes on with: its (possibly changed) input, and the depth its items carry. */
export interface BeforeWriteResult<T> {
  readonly input: T;
  /** 0 for a client's write; a hook's write is one deeper than the write that ran it. */
  readonly depth: number;
}

/**
 * Runs the site's before-hook of `event`, if its active deployment has one (else undefined, having
 * loaded no sandbox and, in steady state, made no request: the active deployment is known to the
 * instance for up to 10 s). Throws the error a rejection or a failure maps to; the hook's log goes
 * through the work queue, off the write's request path. Returns what the hook left in `req.object`.
 */
const runBeforeHook = async (trigger: HookTrigger, action: HookAction, depth: number, request: { object: unknown; original?: unknown }): Promise<{ result: unknown } | undefined> => {
  if (!trigger.principal) return undefined;
  const siteId = (trigger.principal.site as NonNullable<Principal['site']>).id;
  const code = await siteCode(siteId);
  const active = code.active;
  if (!active || !findHook(active.manifest, 'before', trigger.kind, action, trigger.channel)) return undefined;
  const event = `${trigger.kind}.${action}`;
  const name = `${event}${trigger.channel ? `:${trigger.channel}` : ''}`;
  const outcome = await invoke({
    siteId, active, secrets: code.secrets, trigger: 'before_hook', name,
    entry: { type: 'before', event, ...(trigger.channel && { channel: trigger.channel }) },
    request: { object: request.object, ...(request.original !== undefined && { original: request.original }) },
    depth: depth + 1, apiBase: apiBaseUrl(''),
  }, cloudCodeLimits());
  await cloudCodeQueue().send({ type: 'log', item: invocationLogItem(siteId, { trigger: 'before_hook', name, deploymentId: active.id }, outcome) })
    .catch((error: unknown) => logger.error('cloud code: a before-hook\'s log was not queued', { error, hook: name }));
  if (outcome.status !== 'ok') throw outcomeError(outcome);
  return { result: outcome.result };
};

/**
 * The one call a create or update path makes before its transaction (issue 22). A write at depth 4
 * (a hook's write of a hook's write …) is refused with `cloud_code_limit`. Otherwise, when the
 * site's active deployment has a before-hook for this kind, action (and channel), the hook runs in
 * the sandbox with `req.object` (and `req.original`): the fields it changes are applied over the
 * input and validated again with the route's body schema, or it rejects the write (its
 * `cloud.Error`, 422 by default): then nothing is written.
 */
export const beforeWrite = async <T>(write: BeforeWrite<T>): Promise<BeforeWriteResult<T>> => {
  const depth = write.principal ? writeDepth(write.principal) : 0;
  const hidden = new Set(write.hidden ?? []);
  const shown = Object.fromEntries(Object.entries(write.object).filter(([key]) => !hidden.has(key)));
  const ran = await runBeforeHook(write, write.action, depth, { object: shown, original: write.original });
  const changes = ran ? hookChanges(shown, ran.result, Object.keys(write.schema.shape).filter((key) => !hidden.has(key))) : {};
  if (!Object.keys(changes).length) return { input: write.input, depth };
  const changed = { ...write.input, ...changes };
  const parsed = write.schema.safeParse(changed);
  if (!parsed.success) throw unprocessable(fieldErrors(parsed.error, changed));
  return { input: parsed.data, depth };
};

/**
 * The one call a delete path makes before its transaction: the depth check, then the site's
 * `<kind>.delete` before-hook, if any, with the resource as `req.object` and `req.original`; the
 * hook may only reject. Returns the write's depth.
 */
export const beforeDelete = async (trigger: HookTrigger & { readonly object: Readonly<Record<string, unknown>> }): Promise<number> => {
  const depth = trigger.principal ? writeDepth(trigger.principal) : 0;
  await runBeforeHook(trigger, 'delete', depth, { object: trigger.object, original: trigger.object });
  return depth;
};
