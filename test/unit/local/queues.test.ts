import { afterEach, describe, expect, it } from 'vitest';
import { startLocalQueues, type LocalQueues } from '../../../local/queues.js';
import { workQueue } from '../../../lib/queues/work-queue.js';

let queues: LocalQueues | undefined;
afterEach(async () => {
  await queues?.stop();
  queues = undefined;
});

describe('local work queues', () => {
  it("runs each message once through its queue's consumer, after its delay", async () => {
    const seen: { n: number; at: number }[] = [];
    queues = startLocalQueues({
      jobs: {
        consume: async (message) => {
          seen.push({ n: (message as { n: number }).n, at: Date.now() });
        },
      },
    });
    const sentAt = Date.now();
    await workQueue('jobs').send({ n: 1 });
    await workQueue('jobs').send({ n: 2 }, 1);
    await queues.idle();
    expect(seen.map((s) => s.n)).toEqual([1, 2]);
    expect((seen[1]?.at ?? 0) - sentAt).toBeGreaterThanOrEqual(950);
  });

  it('receives a failing message again, then dead-letters it after maxReceives', async () => {
    let receives = 0;
    queues = startLocalQueues({
      flaky: {
        maxReceives: 2,
        consume: async () => {
          receives += 1;
          throw new Error('down');
        },
      },
    });
    await workQueue('flaky').send({ id: 'x' });
    await queues.idle();
    expect(receives).toBe(2);
    expect(queues.deadLetters).toHaveLength(1);
    expect(queues.deadLetters[0]).toMatchObject({ queue: 'flaky', body: '{"id":"x"}' });
  });

  it('keeps at most `concurrency` messages of a queue running at once', async () => {
    let running = 0;
    let most = 0;
    queues = startLocalQueues({
      slow: {
        concurrency: 2,
        consume: async () => {
          running += 1;
          most = Math.max(most, running);
          await new Promise((r) => setTimeout(r, 30));
          running -= 1;
        },
      },
    });
    await Promise.all(Array.from({ length: 6 }, () => workQueue('slow').send({})));
    await queues.idle();
    expect(most).toBe(2);
  });

  it('refuses a message for a queue without a consumer', async () => {
    queues = startLocalQueues({});
    await expect(workQueue('nobody').send({})).rejects.toThrow(/no local consumer/);
  });
});
