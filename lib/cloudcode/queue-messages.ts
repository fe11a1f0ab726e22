import type { HookAction, HookKind } from './manifest.js';
import type { invocationLogItem } from './logs.js';

/** The work queue of cloud code (lib/queues/work-queue.ts): jobs, schedules, after-hooks, before-hooks' logs. */
export const CLOUD_CODE_QUEUE = 'cloud-code';

/** What travels on it (JSON). */
export type CloudCodeMessage =
  /** `POST /jobs/{name}` queued this run. */
  | { readonly type: 'job'; readonly siteId: string; readonly runId: string; readonly apiBase?: string }
  /** A schedule fired: a run is recorded, then run, if the active deployment still has it. */
  | {
      readonly type: 'schedule';
      readonly siteId: string;
      readonly job: string;
      readonly params: unknown;
      readonly schedule: string;
    }
  /** A change that an after-hook watches (from the event router). */
  | {
      readonly type: 'after_hook';
      readonly siteId: string;
      readonly kind: HookKind;
      readonly action: HookAction;
      readonly channel?: string;
      readonly object: unknown;
      readonly original?: unknown;
      readonly depth: number;
      readonly eventId: string;
      readonly apiBase: string;
    }
  /** A before-hook's log, written off the write's request path. */
  | { readonly type: 'log'; readonly item: ReturnType<typeof invocationLogItem> };
