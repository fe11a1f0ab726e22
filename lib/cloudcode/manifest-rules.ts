import { cronProblem } from '../queues/cron-rules.js';
import type { FieldError } from '../http/errors.js';

/**
 * What a deployment registers (read by running its files' top levels once in the sandbox) and the
 * rules it must follow beyond what the sandbox checks itself. Pure.
 */
export type HookWhen = 'before' | 'after';
export type HookKind = 'entry' | 'customer' | 'product' | 'coupon' | 'order';
export type HookAction = 'create' | 'update' | 'delete';

export interface HookRegistration {
  readonly when: HookWhen;
  /** `<kind>.<action>`. */
  readonly event: string;
  /** The channel's slug, for entry hooks only. */
  readonly channel: string | null;
}

export interface ScheduleRegistration {
  readonly job: string;
  readonly every?: string;
  readonly at?: string;
  readonly params: unknown;
}

export interface Manifest {
  readonly functions: readonly string[];
  readonly jobs: readonly string[];
  readonly hooks: readonly HookRegistration[];
  readonly schedules: readonly ScheduleRegistration[];
}

export const EMPTY_MANIFEST: Manifest = { functions: [], jobs: [], hooks: [], schedules: [] };

const NAME = /^[A-Za-z][A-Za-z0-9_.-]{0,63}$/;
const HOOK_EVENT = /^(entry|customer|product|coupon|order)\.(create|update|delete)$/;
/** Files are `.js`, in folders if need be: `lib/prices.js`. */
export const FILE_NAME = /^(?!.*\.\.)(?!\/)[A-Za-z0-9_][A-Za-z0-9_./-]{0,199}\.js$/;
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/** Problems with what the code registered, as 422 `errors` entries (empty when the manifest is fine). */
export const manifestProblems = (manifest: Manifest, now: Date): FieldError[] => {
  const errors: FieldError[] = [];
  const add = (field: string, message: string, code = 'invalid_registration') => errors.push({ field, message, code });
  for (const name of manifest.functions) if (!NAME.test(name)) add(`functions.${name}`, 'a function name is 1-64 letters, digits, _ . or -, starting with a letter');
  for (const name of manifest.jobs) if (!NAME.test(name)) add(`jobs.${name}`, 'a job name is 1-64 letters, digits, _ . or -, starting with a letter');
  for (const hook of manifest.hooks) {
    if (!HOOK_EVENT.test(hook.event)) add(`hooks.${hook.event}`, 'not a hook event');
    if (hook.event.startsWith('order.') && hook.when === 'before') add(`hooks.${hook.event}`, 'orders take after hooks only');
    if (hook.event.startsWith('entry.') !== (hook.channel !== null)) add(`hooks.${hook.event}`, 'entry hooks, and only they, name a channel');
  }
  const names = new Set<string>();
  manifest.schedules.forEach((schedule, index) => {
    const field = `schedules.${index}`;
    if (!manifest.jobs.includes(schedule.job)) add(field, `cloud.schedule names the job ${schedule.job}, which no cloud.job defines`, 'unknown_job');
    const key = `${schedule.job}\u0000${schedule.every ?? schedule.at}`;
    if (names.has(key)) add(field, `the job ${schedule.job} is scheduled twice the same way`, 'duplicate_schedule');
    names.add(key);
    if (schedule.every !== undefined) {
      const problem = cronProblem(schedule.every);
      if (problem) add(field, `every ${problem}`, 'invalid_cron');
    } else if (schedule.at === undefined || !RFC3339.test(schedule.at) || Number.isNaN(Date.parse(schedule.at))) {
      add(field, 'at must be an RFC 3339 date-time', 'invalid_at');
    } else if (Date.parse(schedule.at) <= now.getTime()) {
      add(field, 'at must be in the future', 'invalid_at');
    }
  });
  if (manifest.schedules.length > 20) add('schedules', 'at most 20 schedules', 'too_many_schedules');
  return errors;
};

/** The hook a write of `kind`.`action` (in `channel`, for entries) runs `when`, if the manifest has one. */
export const findHook = (manifest: Manifest, when: HookWhen, kind: HookKind, action: HookAction, channel?: string): HookRegistration | undefined =>
  manifest.hooks.find((hook) => hook.when === when && hook.event === `${kind}.${action}` && (kind !== 'entry' || hook.channel === channel));

/** True when the manifest has any hook of `kind` run `when` (a first, cheap test on every write). */
export const watchesKind = (manifest: Manifest, when: HookWhen, kind: HookKind): boolean =>
  manifest.hooks.some((hook) => hook.when === when && hook.event.startsWith(`${kind}.`));

/**
 * The name of a schedule in EventBridge Scheduler's group (1–64 of [A-Za-z0-9_.-]): the site, the
 * job and a hash of when it runs, so a redeployment keeps an unchanged schedule and replaces a changed one.
 */
export const scheduleName = (siteId: string, schedule: ScheduleRegistration, hash: (text: string) => string): string =>
  `cc.${siteId}.${hash(`${schedule.job}\u0000${schedule.every ?? ''}\u0000${schedule.at ?? ''}\u0000${JSON.stringify(schedule.params)}`).slice(0, 32)}`;
