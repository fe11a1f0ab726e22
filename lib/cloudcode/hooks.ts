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
import { findHook, type HookAction } from './manifest.js';
import type { BeforeWrite, HookedDeleter, HookedWriter, WriteTrigger } from '../hooks/write-hooks.js';
import { siteCode } from './state.js';

/** A before-hook's trigger as the hook runner reads it: the writer's principal, the kind of resource and (for entries) the channel's slug. */
interface HookTrigger extends WriteTrigger {
  readonly principal: Principal;
}

/**
 * Runs the site's before-hook of `event`, if its active deployment has one (else undefined, having
 * loaded no sandbox and, in steady state, made no request: the active deployment is known to the
 * instance for up to 10 s). Throws the error a rejection or a failure maps to; the hook's log goes
 * through the work queue, off the write's request path. Returns what the hook left in `req.object`.
 */
const runBeforeHook = async (
  trigger: HookTrigger,
  action: HookAction,
  depth: number,
  request: { object: unknown; original?: unknown },
): Promise<{ result: unknown } | undefined> => {
  const siteId = (trigger.principal.site as NonNullable<Principal['site']>).id;
  const code = await siteCode(siteId);
  const active = code.active;
  if (!active || !findHook(active.manifest, 'before', trigger.kind, action, trigger.channel)) return undefined;
  const event = `${trigger.kind}.${action}`;
  const name = `${event}${trigger.channel ? `:${trigger.channel}` : ''}`;
  const outcome = await invoke(
    {
      siteId,
      active,
      secrets: code.secrets,
      trigger: 'before_hook',
      name,
      entry: { type: 'before', event, ...(trigger.channel && { channel: trigger.channel }) },
      request: { object: request.object, ...(request.original !== undefined && { original: request.original }) },
      depth: depth + 1,
      apiBase: apiBaseUrl(''),
    },
    cloudCodeLimits(),
  );
  await cloudCodeQueue()
    .send({
      type: 'log',
      item: invocationLogItem(siteId, { trigger: 'before_hook', name, deploymentId: active.id }, outcome),
    })
    .catch((error: unknown) => logger.error("cloud code: a before-hook's log was not queued", { error, hook: name }));
  if (outcome.status !== 'ok') throw outcomeError(outcome);
  return { result: outcome.result };
};

/**
 * The writer of a create or update through a route that runs the site's cloud code hooks (the
 * handler builds it from the request; lib/hooks/write-hooks.ts); `base` is the API's address, for
 * the urls of what the hook sees (none for entries, whose hook view has no url). A write at depth 4 (a hook's write
 * of a hook's write …) is refused here with `cloud_code_limit`, before anything is read or stored.
 * When the site's active deployment has a before-hook for this kind, action (and channel), the hook
 * runs in the sandbox with `req.object` (and `req.original`): the fields it changes are applied over
 * the input and validated again with the route's body schema, or it rejects the write (its
 * `cloud.Error`, 422 by default): then nothing is written.
 */
export const cloudCodeWriter = (principal: Principal, base = ''): HookedWriter => {
  const depth = writeDepth(principal);
  return {
    base,
    depth,
    beforeWrite: async <T>(write: BeforeWrite<T>): Promise<T> => {
      const hidden = new Set(write.hidden ?? []);
      const shown = Object.fromEntries(Object.entries(write.object).filter(([key]) => !hidden.has(key)));
      const ran = await runBeforeHook({ ...write, principal }, write.action, depth, {
        object: shown,
        original: write.original,
      });
      const changes = ran
        ? hookChanges(
            shown,
            ran.result,
            Object.keys(write.schema.shape).filter((key) => !hidden.has(key)),
          )
        : {};
      if (!Object.keys(changes).length) return write.input;
      const changed = { ...write.input, ...changes };
      const parsed = write.schema.safeParse(changed);
      if (!parsed.success) throw unprocessable(fieldErrors(parsed.error, changed));
      return parsed.data;
    },
  };
};

/**
 * The writer of a delete through a route: the depth check, then the site's `<kind>.delete`
 * before-hook, if any, with the resource as `req.object` and `req.original`; the hook may only reject.
 */
export const cloudCodeDeleter = (principal: Principal, base = ''): HookedDeleter => {
  const depth = writeDepth(principal);
  return {
    base,
    depth,
    beforeDelete: (trigger) =>
      runBeforeHook({ ...trigger, principal }, 'delete', depth, { object: trigger.object, original: trigger.object }),
  };
};
