import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startLocalQueues, type LocalQueues } from '../../../local/queues.js';
import { startLocalScheduler, type LocalScheduler } from '../../../local/scheduler.js';
import { cancelSchedule, putSchedule } from '../../../lib/queues/scheduler.js';

let queues: LocalQueues | undefined;
let scheduler: LocalScheduler | undefined;
afterEach(async () => {
  scheduler?.stop();
  await queues?.stop();
  scheduler = undefined;
  queues = undefined;
});

const received = () => {
  const messages: unknown[] = [];
  queues = startLocalQueues({
    sends: {
      consume: async (message) => {
        messages.push(message);
      },
    },
  });
  return messages;
};

describe('local scheduler', () => {
  it("sends a one-time schedule's message to its queue when it comes due, then forgets it", async () => {
    const messages = received();
    scheduler = startLocalScheduler();
    await putSchedule({ name: 'soon', at: new Date(Date.now() + 150), queue: 'sends', message: { n: 1 } });
    expect(scheduler.pending()).toEqual(['soon']);
    await new Promise((r) => setTimeout(r, 400));
    await queues?.idle();
    expect(messages).toEqual([{ n: 1 }]);
    expect(scheduler.pending()).toEqual([]);
  });

  it('never sends a cancelled schedule', async () => {
    const messages = received();
    scheduler = startLocalScheduler();
    await putSchedule({ name: 'cancelled', at: new Date(Date.now() + 150), queue: 'sends', message: { n: 2 } });
    await cancelSchedule('cancelled');
    await new Promise((r) => setTimeout(r, 400));
    expect(messages).toEqual([]);
  });

  it('keeps schedules in its file across a restart and fires one that came due meanwhile', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'schedules-')), 'schedules.json');
    const messages = received();
    scheduler = startLocalScheduler({ file });
    await putSchedule({ name: 'later', at: new Date(Date.now() + 60_000), queue: 'sends', message: { n: 3 } });
    await putSchedule({ name: 'nightly', cron: '0 3 * * *', queue: 'sends', message: { n: 4 } });
    scheduler.stop();
    expect((JSON.parse(readFileSync(file, 'utf8')) as { name: string }[]).map((s) => s.name).sort()).toEqual([
      'later',
      'nightly',
    ]);
    // Started again "two minutes later": the one-time schedule is due and fires at once.
    scheduler = startLocalScheduler({ file, now: () => new Date(Date.now() + 120_000) });
    await new Promise((r) => setTimeout(r, 100));
    await queues?.idle();
    expect(messages).toEqual([{ n: 3 }]);
    expect(scheduler.pending()).toEqual(['nightly']);
  });
});
