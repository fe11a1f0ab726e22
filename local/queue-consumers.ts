import type { LocalConsumer } from './queues.js';

/**
 * The consumer of every work queue (lib/queues/work-queue.ts), for the in-process queues of
 * `npm start` and the tests: the very function its worker runs on AWS (`workers/<queue>.ts` wraps
 * the same consumer with `sqsWorker`). Each is imported on its queue's first message, once the
 * configuration its modules read at load time is in place. A new queue adds one line here.
 */
const LAZY_CONSUMERS: Readonly<
  Record<string, () => Promise<Omit<LocalConsumer, 'consume'> & { consume: LocalConsumer['consume'] }>>
> = {
  'push-fanout': async () => ({ consume: (await import('../lib/push/fanout.js')).fanOut as LocalConsumer['consume'] }),
  'push-send': async () => ({ consume: (await import('../lib/push/sender.js')).sendBatch as LocalConsumer['consume'] }),
  'submission-mail': async () => ({
    consume: (await import('../lib/mail/submission-mail.js')).sendSubmissionMail as LocalConsumer['consume'],
  }),
  'customer-mail': async () => ({
    consume: (await import('../lib/mail-templates/customer-mail.js')).sendCustomerMail as LocalConsumer['consume'],
  }),
  'mail-feedback': async () => ({ consume: (await import('../lib/mail/feedback.js')).recordMailFeedback }),
  'customer-group-fanout': async () => ({
    consume: (await import('../lib/customer-groups/group-fanout.js')).fanOutGroup as LocalConsumer['consume'],
  }),
  'vendor-fanout': async () => ({
    consume: (await import('../lib/vendors/vendor-fanout.js')).fanOutVendor as LocalConsumer['consume'],
  }),
  'customer-erasure': async () => ({
    consume: (await import('../lib/privacy/erasure-worker.js')).finishErasure as LocalConsumer['consume'],
  }),
  'search-index': async () => ({
    consume: (await import('../lib/search/indexer.js')).consumeSearchIndex as LocalConsumer['consume'],
  }),
  'payment-events': async () => ({
    consume: (await import('../lib/payments/apply-event.js')).consumePendingEvent as LocalConsumer['consume'],
  }),
  'order-expiry': async () => ({
    consume: (await import('../lib/orders/order-expiry.js')).sweepExpiredOrders as LocalConsumer['consume'],
  }),
  'cloud-code': async () => ({
    consume: (await import('../lib/cloudcode/consumer.js')).consumeCloudCode as LocalConsumer['consume'],
  }),
};

/** The registered consumers, each loaded lazily (its module is imported when its first message arrives). */
export const localQueueConsumers = (): Record<string, LocalConsumer> =>
  Object.fromEntries(
    Object.entries(LAZY_CONSUMERS).map(([queue, load]) => {
      let loaded: ReturnType<typeof load> | undefined;
      return [queue, { consume: async (message: unknown) => (await (loaded ??= load())).consume(message) }];
    }),
  );
