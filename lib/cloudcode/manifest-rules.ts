import { cronProblem } from '../queues/cron-rules.js';
import type { FieldError } from '../http/errors.js';
import type { Manifest } from './manifest.js';

/** The rules a deployment's registrations follow beyond what the sandbox checks itself. Pure. */
const NAME = /^[A-Za-z][A-Za-z0-9_.-]{0,63}$/;
const HOOK_EVENT = /^(entry|customer|product|coupon|order)\.(create|update|delete)$/;
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/** Problems with what the code registered, as 422 `errors` entries (empty when the manifest is fine). */
export const manifestProblems = (manifest: Manifest, now: Date): FieldError[] => {
  const errors: FieldError[] = [];
  const add = (field: string, message: string, code = 'invalid_registration') => errors.push({ field, message, code });
  for (const name of manifest.functions)
    if (!NAME.test(name))
      add(`functions.${name}`, 'a function name is 1-64 letters, digits, _ . or -, starting with a letter');
  for (const name of manifest.jobs)
    if (!NAME.test(name)) add(`jobs.${name}`, 'a job name is 1-64 letters, digits, _ . or -, starting with a letter');
  for (const hook of manifest.hooks) {
    if (!HOOK_EVENT.test(hook.event)) add(`hooks.${hook.event}`, 'not a hook event');
    if (hook.event.startsWith('order.') && hook.when === 'before')
      add(`hooks.${hook.event}`, 'orders take after hooks only');
    if (hook.event.startsWith('entry.') !== (hook.channel !== null))
      add(`hooks.${hook.event}`, 'entry hooks, and only they, name a channel');
  }
  const names = new Set<string>();
  manifest.schedules.forEach((schedule, index) => {
    const field = `schedules.${index}`;
    if (!manifest.jobs.includes(schedule.job))
      add(field, `cloud.schedule names the job ${schedule.job}, which no cloud.job defines`, 'unknown_job');
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
