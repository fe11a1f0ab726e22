import { Worker } from 'node:worker_threads';
import { logger } from '../../http/logger.js';
import { failedOutcome, type SandboxJob, type SandboxOutcome } from './protocol.js';

/** Time past a job's own deadline before its thread is terminated (the interrupt is not checked during allocation). */
const GRACE_MS = 1_500;

interface Slot {
  worker: Worker;
  ready: Promise<void>;
  busy?: { id: number; resolve: (outcome: SandboxOutcome) => void; timer: NodeJS.Timeout; started: number };
}

/**
 * The local stand-in for the sandbox Lambda: up to `size` worker threads, each running one job at a time
 * (a busy guest blocks its own thread, never the server's event loop), jobs queued while all are
 * busy. A thread that has not answered `GRACE_MS` after its job's deadline is terminated and
 * replaced: the outer bound the Lambda's own timeout is on AWS.
 */
export class SandboxPool {
  private readonly slots: Slot[] = [];
  private readonly waiting: { job: SandboxJob; resolve: (outcome: SandboxOutcome) => void }[] = [];
  private next = 0;
  private closed = false;

  /** Threads start on demand, up to `size`; `warm` of them at once. */
  constructor(
    private readonly size: number,
    warm = 1,
  ) {
    for (let i = 0; i < Math.min(warm, size); i += 1) this.slots.push(this.spawn());
  }

  private spawn(): Slot {
    const worker = new Worker(new URL('./worker-thread.mjs', import.meta.url), {
      resourceLimits: { maxOldGenerationSizeMb: 256 },
    });
    worker.unref();
    const slot: Slot = { worker, ready: new Promise((resolve) => worker.once('message', () => resolve())) };
    worker.on('message', (message: { id?: number; outcome?: SandboxOutcome }) => {
      if (message.id === undefined || slot.busy?.id !== message.id) return;
      this.finish(slot, message.outcome as SandboxOutcome);
    });
    worker.on('error', (error) => {
      logger.error('cloud code sandbox thread failed', { error });
      if (slot.busy) this.finish(slot, failedOutcome('error', 'the sandbox failed', slot.busy.started), true);
    });
    worker.on('exit', () => {
      if (slot.busy)
        this.finish(slot, failedOutcome('memory', 'the sandbox thread ran out of memory', slot.busy.started), true);
    });
    return slot;
  }

  private finish(slot: Slot, outcome: SandboxOutcome, replace = false) {
    const busy = slot.busy;
    if (!busy) return;
    clearTimeout(busy.timer);
    slot.busy = undefined;
    busy.resolve(outcome);
    if (replace && !this.closed) {
      const index = this.slots.indexOf(slot);
      void slot.worker.terminate();
      if (index >= 0) this.slots[index] = this.spawn();
    }
    this.pump();
  }

  private pump() {
    const idle = this.slots.filter((slot) => !slot.busy).length;
    if (this.waiting.length > idle && this.slots.length < this.size && !this.closed) this.slots.push(this.spawn());
    for (const slot of this.slots) {
      if (slot.busy || !this.waiting.length) continue;
      const { job, resolve } = this.waiting.shift() as (typeof this.waiting)[number];
      const id = (this.next += 1);
      const started = performance.now();
      const timer = setTimeout(() => {
        if (slot.busy?.id !== id) return;
        this.finish(
          slot,
          failedOutcome('timeout', `ran past ${job.limits.timeoutMs} ms and was stopped`, started),
          true,
        );
      }, job.limits.timeoutMs + GRACE_MS);
      slot.busy = { id, resolve, timer, started };
      void slot.ready.then(() => slot.worker.postMessage({ id, job }));
    }
  }

  /** Runs a job on the first free thread. */
  run(job: SandboxJob): Promise<SandboxOutcome> {
    return new Promise((resolve) => {
      this.waiting.push({ job, resolve });
      this.pump();
    });
  }

  /** Resolves once every thread has loaded the engine's code. */
  async ready(): Promise<void> {
    await Promise.all(this.slots.map((slot) => slot.ready));
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(this.slots.map((slot) => slot.worker.terminate()));
  }
}
