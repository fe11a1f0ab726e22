import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { logger } from '../lib/http/logger.js';
import { nextFiring } from '../lib/queues/cron-rules.js';
import { useSchedulerTransport, type Schedule } from '../lib/queues/scheduler.js';
import { workQueue } from '../lib/queues/work-queue.js';

export interface LocalScheduler {
  /** Names of the schedules waiting to fire. */
  pending(): string[];
  /** A schedule as held (its firing, queue and message), or undefined: what tests check a route set up. */
  held(name: string): Readonly<Stored> | undefined;
  stop(): void;
}

/** setTimeout's longest wait (about 24.8 days); longer waits are chained. */
const MAX_TIMER_MS = 2 ** 31 - 1;

interface Stored {
  readonly name: string;
  readonly at?: string;
  readonly cron?: string;
  readonly queue: string;
  readonly message: unknown;
}

/**
 * The local stand-in for EventBridge Scheduler: each schedule is an in-process timer that sends its
 * message to its work queue (local/queues.ts) when it fires; a cron schedule then waits for
 * its next firing, a one-time schedule is removed. With `file` (under DATA_DIR for `npm start`),
 * schedules survive a restart: one that came due while stopped fires at start.
 */
export const startLocalScheduler = (options: { file?: string; now?: () => Date } = {}): LocalScheduler => {
  const now = options.now ?? (() => new Date());
  const schedules = new Map<string, Stored>();
  const timers = new Map<string, NodeJS.Timeout>();

  const save = () => {
    if (!options.file) return;
    mkdirSync(dirname(options.file), { recursive: true });
    writeFileSync(`${options.file}.tmp`, JSON.stringify([...schedules.values()], null, 2));
    renameSync(`${options.file}.tmp`, options.file);
  };

  const clear = (name: string) => {
    clearTimeout(timers.get(name));
    timers.delete(name);
  };

  /** Waits for the schedule's next firing after `after` (a cron firing is never repeated, even if its timer ran a little early). */
  const arm = (stored: Stored, after: Date = now()) => {
    clear(stored.name);
    const due = stored.at ? new Date(stored.at) : nextFiring(stored.cron as string, after);
    const wait = Math.max(0, due.getTime() - now().getTime());
    const timer = setTimeout(
      () => {
        if (wait > MAX_TIMER_MS) return arm(stored, after);
        timers.delete(stored.name);
        workQueue(stored.queue)
          .send(stored.message)
          .catch((error: unknown) => logger.error('local scheduler: send failed', { schedule: stored.name, error }));
        if (stored.cron) arm(stored, new Date(Math.max(now().getTime(), due.getTime())));
        else {
          schedules.delete(stored.name);
          save();
        }
      },
      Math.min(wait, MAX_TIMER_MS),
    );
    timers.set(stored.name, timer);
  };

  if (options.file) {
    let saved: Stored[] = [];
    try {
      saved = JSON.parse(readFileSync(options.file, 'utf8')) as Stored[];
    } catch {
      /* none yet */
    }
    for (const stored of saved) {
      schedules.set(stored.name, stored);
      arm(stored);
    }
  }

  useSchedulerTransport({
    put: async (schedule: Schedule) => {
      const stored: Stored = {
        name: schedule.name,
        queue: schedule.queue,
        message: schedule.message,
        ...(schedule.at ? { at: schedule.at.toISOString() } : { cron: schedule.cron }),
      };
      schedules.set(stored.name, stored);
      save();
      arm(stored);
    },
    cancel: async (name: string) => {
      clear(name);
      if (schedules.delete(name)) save();
    },
  });

  return {
    pending: () => [...schedules.keys()],
    held: (name) => schedules.get(name),
    stop: () => {
      for (const name of [...timers.keys()]) clear(name);
      useSchedulerTransport(undefined);
    },
  };
};
