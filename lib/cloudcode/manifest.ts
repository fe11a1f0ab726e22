import type { WriteKind } from '../hooks/write-hooks.js';

/**
 * What a deployment registers (read by running its files' top levels once in the sandbox), and how
 * a write finds the hook it runs. Pure, and light: every write path that may run hooks loads it.
 */
export type HookWhen = 'before' | 'after';
/** The kinds of resource whose writes run hooks: the write-hook seam's. */
export type HookKind = WriteKind;
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

/** The hook a write of `kind`.`action` (in `channel`, for entries) runs `when`, if the manifest has one. */
export const findHook = (
  manifest: Manifest,
  when: HookWhen,
  kind: HookKind,
  action: HookAction,
  channel?: string,
): HookRegistration | undefined =>
  manifest.hooks.find(
    (hook) =>
      hook.when === when && hook.event === `${kind}.${action}` && (kind !== 'entry' || hook.channel === channel),
  );

/** True when the manifest has any hook of `kind` run `when` (a first, cheap test on every write). */
export const watchesKind = (manifest: Manifest, when: HookWhen, kind: HookKind): boolean =>
  manifest.hooks.some((hook) => hook.when === when && hook.event.startsWith(`${kind}.`));

/**
 * The name of a schedule in EventBridge Scheduler's group (1–64 of [A-Za-z0-9_.-]): the site, the
 * job and a hash of when it runs, so a redeployment keeps an unchanged schedule and replaces a changed one.
 */
export const scheduleName = (siteId: string, schedule: ScheduleRegistration, hash: (text: string) => string): string =>
  `cc.${siteId}.${hash(`${schedule.job}\u0000${schedule.every ?? ''}\u0000${schedule.at ?? ''}\u0000${JSON.stringify(schedule.params)}`).slice(0, 32)}`;
