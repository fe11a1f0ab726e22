import { workQueue } from '../queues/work-queue.js';
import { PLATFORMS } from './device-schemas.js';
import { BATCH_SIZE, BATCHES_PER_PAGE, finishIfDone, recordPage, startScheduled } from './progress.js';
import { getPush, type FanoutMessage } from './pushes.js';
import { FANOUT_QUEUE, SEND_QUEUE } from './queue-names.js';
import type { SendBatchMessage } from './sender.js';
import { readTargetPage } from './targets.js';

/**
 * The push fan-out (queue `push-fanout`, workers/push-fanout.ts on AWS; in-process locally): one
 * message per page of targeted devices. It starts a scheduled send when its schedule fires, reads
 * one page (up to 490 devices) by key, records the page with the devices it targets, queues one
 * sender batch per 98 devices, and queues the next page, so pages follow one another while their
 * batches are delivered in parallel. Safe to run again for the same page (SQS delivers at least once).
 */
export const fanOut = async (message: FanoutMessage): Promise<void> => {
  const { site_id: siteId, push_id: pushId } = message;
  const page = message.page ?? 0;
  let push = await getPush(siteId, pushId, true);
  if (push?.status === 'scheduled' && page === 0) {
    await startScheduled(siteId, pushId);
    push = await getPush(siteId, pushId, true);
  }
  // Gone (its queueing failed), cancelled, or already finished: nothing to send.
  if (push?.status !== 'running') return;
  const { devices, next } = await readTargetPage(siteId, push.target, message.cursor, BATCH_SIZE * BATCHES_PER_PAGE);
  const batches: SendBatchMessage['devices'][] = [];
  for (let i = 0; i < devices.length; i += BATCH_SIZE)
    batches.push(devices.slice(i, i + BATCH_SIZE).map(({ id, platform }) => ({ id, platform })));
  const targeted = PLATFORMS.map((platform) => ({
    platform,
    n: devices.filter((device) => device.platform === platform).length,
  })).filter(({ n }) => n > 0);
  const running = await recordPage(siteId, pushId, page, { targeted, batches: batches.length, last: !next });
  if (!running) return;
  const sender = workQueue<SendBatchMessage>(SEND_QUEUE);
  await Promise.all(
    batches.map((batch, i) =>
      sender.send({ site_id: siteId, push_id: pushId, batch: page * BATCHES_PER_PAGE + i, devices: batch }),
    ),
  );
  if (next)
    await workQueue<FanoutMessage>(FANOUT_QUEUE).send({
      site_id: siteId,
      push_id: pushId,
      page: page + 1,
      cursor: next,
    });
  else await finishIfDone(siteId, pushId);
};
