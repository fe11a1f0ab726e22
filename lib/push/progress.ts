import { TABLE_NAME } from '../db/client.js';
import { setRecordFields } from '../db/entity.js';
import { takeLease } from '../db/lease.js';
import { queryAll } from '../db/query-all.js';
import { timestamp, ttlFrom } from '../db/keys.js';
import { withOptimisticRetry } from '../db/optimistic-retry.js';
import { batchGet, keyId } from '../db/batch-get.js';
import { labelled, sendTransaction, TransactionRefused } from '../db/transaction.js';
import type { Platform } from './device-schemas.js';
import { batchMarkerKey, deliveryKey, pageMarkerKey, pushKey, pushWorkPartition } from './keys.js';
import { finalStatus, type Outcome, type PushStatus } from './payload-rules.js';
import { getPush, pushes, type PushError } from './pushes.js';

/**
 * How a send keeps exact counts while its batches run in parallel and any of them may be retried:
 * each fan-out page and each sender batch is recorded once, in ONE transaction with the counts it
 * adds (a marker item conditioned on not existing); a batch is leased by one attempt at a time
 * (its marker, `sending`), each device's outcome is recorded right after sending (a record per
 * device per send, conditioned on not existing), and the batch then marked `done` with its counts,
 * so a retried batch never notifies a device twice and never counts it twice: a retry skips the
 * devices with an outcome and only records the batch. Only a crash between sending and recording
 * the outcomes can repeat a device, once the batch's lease has run out.
 */

/** Items of one send's work partition are kept this long. */
const WORK_RETENTION_DAYS = 30;
const workTtl = (now: Date) => ttlFrom(new Date(now.getTime() + WORK_RETENTION_DAYS * 86_400_000));

/** Devices per sender batch: their outcomes are one transaction (≤ 100 items), read back by one BatchGetItem. */
export const BATCH_SIZE = 98;
/** Sender batches queued per fan-out page. */
export const BATCHES_PER_PAGE = 5;

/**
 * Per-platform additions to a send's counts, as UpdateExpression ADD clauses with the attribute
 * names they use (DynamoDB refuses names an expression does not use).
 */
const additions = (counts: readonly { platform: Platform; field: 'targeted' | Outcome; n: number }[]) => {
  const totals = new Map<string, number>();
  const names: Record<string, string> = {};
  const add = (path: string, n: number) => totals.set(path, (totals.get(path) ?? 0) + n);
  for (const { platform, field, n } of counts) {
    Object.assign(names, {
      '#counts': 'counts',
      '#by': 'by_platform',
      [`#f_${field}`]: field,
      [`#p_${platform}`]: platform,
    });
    add(`#counts.#f_${field}`, n);
    add(`#by.#p_${platform}.#f_${field}`, n);
  }
  const clauses: string[] = [];
  const values: Record<string, number> = {};
  [...totals].forEach(([path, n], i) => {
    clauses.push(`${path} :a${i}`);
    values[`:a${i}`] = n;
  });
  return { clauses, values, names };
};

export interface PageRecord {
  readonly targeted: readonly { platform: Platform; n: number }[];
  readonly batches: number;
  readonly last: boolean;
}

/**
 * Records a fan-out page: its marker and the devices it targeted, and on the last page that the
 * fan-out is done: one TransactWriteItems (retried when a batch's recording collides on the send).
 * False when the send is no longer running; a page recorded before is not counted again.
 */
export const recordPage = async (
  siteId: string,
  pushId: string,
  page: number,
  record: PageRecord,
  now = new Date(),
): Promise<boolean> =>
  withOptimisticRetry(
    async () => {
      const { clauses, values, names } = additions(
        record.targeted.map(({ platform, n }) => ({ platform, field: 'targeted' as const, n })),
      );
      const add = [...clauses, 'pages_done :one', 'batches_total :batches'].join(', ');
      try {
        await sendTransaction([
          labelled('page', {
            Put: {
              TableName: TABLE_NAME,
              Item: { ...pageMarkerKey(siteId, pushId, page), batches: record.batches, ttl: workTtl(now) },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          }),
          labelled('push', {
            Update: {
              TableName: TABLE_NAME,
              Key: pushKey(siteId, pushId),
              UpdateExpression: `ADD ${add} SET updated_at = :now${record.last ? ', fanout_done = :true' : ''}`,
              ConditionExpression: '#status = :running',
              ExpressionAttributeNames: { '#status': 'status', ...names },
              ExpressionAttributeValues: {
                ...values,
                ':one': 1,
                ':batches': record.batches,
                ':now': timestamp(now),
                ':running': 'running',
                ...(record.last && { ':true': true }),
              },
            },
          }),
        ]);
        return true;
      } catch (error) {
        if (!(error instanceof TransactionRefused)) throw error;
        return !error.refused('push');
      }
    },
    { attempts: 10, backoffMs: 50 },
  );

/** A batch marker's states: `sending` while an attempt's lease holds it, `done` once recorded. */
const BATCH_STATES = { working: 'sending', done: 'done' } as const;

/** Where a batch stands for an attempt that wants to send it. */
export type BatchLease = 'leased' | 'done' | 'held';

/**
 * Leases a batch for this attempt: one PutItem of its marker (`sending`, with a lease), succeeding
 * when the batch has no marker yet or only one left by an attempt whose lease ran out (it crashed
 * before recording). `done` when the batch was recorded, `held` while another attempt's lease runs
 * (a duplicate delivery of the same message): never two attempts sending one batch at once.
 */
export const leaseBatch = async (
  siteId: string,
  pushId: string,
  batch: number,
  attempt: string,
  leaseSeconds: number,
  now = new Date(),
): Promise<BatchLease> => {
  const lease = await takeLease(
    batchMarkerKey(siteId, pushId, batch),
    BATCH_STATES,
    leaseSeconds,
    { attempt, ttl: workTtl(now) },
    now,
  );
  if (lease.taken) return 'leased';
  return lease.done ? 'done' : 'held';
};

/** What became of one device of a batch. */
export interface DeviceOutcome {
  readonly deviceId: string;
  readonly platform: Platform;
  readonly outcome: Outcome;
  readonly status: number | null;
  readonly reason: string | null;
}

/** Most errors a batch marker keeps (the send shows the first 20 of all). */
const MARKER_ERRORS = 20;

/**
 * Records what became of each device this attempt sent to: one TransactWriteItems of puts, a
 * record per device per send, each conditioned on not existing (items of this batch only, so it
 * collides with nothing). From then on a retry of the batch never sends to these devices again.
 */
export const recordOutcomes = async (
  siteId: string,
  pushId: string,
  outcomes: readonly DeviceOutcome[],
  now = new Date(),
): Promise<void> => {
  if (outcomes.length === 0) return;
  await sendTransaction(
    outcomes.map((o) =>
      labelled(`device:${o.deviceId}`, {
        Put: {
          TableName: TABLE_NAME,
          Item: {
            ...deliveryKey(siteId, pushId, o.deviceId),
            state: o.outcome,
            platform: o.platform,
            provider_status: o.status,
            reason: o.reason,
            at: timestamp(now),
            ttl: workTtl(now),
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      }),
    ),
  );
};

/** The recorded outcomes of a batch's devices for this send (one BatchGetItem): what a retry finds. */
export const readDeliveries = async (
  siteId: string,
  pushId: string,
  deviceIds: readonly string[],
): Promise<Map<string, Record<string, unknown>>> => {
  const found = await batchGet(deviceIds.map((id) => deliveryKey(siteId, pushId, id)));
  return new Map(
    deviceIds.flatMap((id) => {
      const item = found.get(keyId(deliveryKey(siteId, pushId, id)));
      return item ? [[id, item] as const] : [];
    }),
  );
};

/** A recorded outcome read back, as the batch's recording takes it. */
export const outcomeOf = (deviceId: string, record: Record<string, unknown>): DeviceOutcome => ({
  deviceId,
  platform: record.platform as Platform,
  outcome: record.state as Outcome,
  status: (record.provider_status as number | null) ?? null,
  reason: (record.reason as string | null) ?? null,
});

/**
 * Records a batch once every device's outcome is: its marker `done` with its first errors
 * (conditioned on this attempt's lease) and the counts it adds to the send, as ONE
 * TransactWriteItems (retried when it collides with another batch's or page's recording on the
 * send). False when the batch is no longer this attempt's (recorded by another).
 */
export const recordBatch = async (
  siteId: string,
  pushId: string,
  batch: number,
  attempt: string,
  outcomes: readonly DeviceOutcome[],
  now = new Date(),
): Promise<boolean> =>
  withOptimisticRetry(
    async () => {
      const errors: PushError[] = outcomes
        .filter((o) => o.outcome !== 'sent')
        .slice(0, MARKER_ERRORS)
        .map((o) => ({ device_id: o.deviceId, platform: o.platform, status: o.status, reason: o.reason ?? o.outcome }));
      const { clauses, values, names } = additions(
        outcomes.map((o) => ({ platform: o.platform, field: o.outcome, n: 1 })),
      );
      try {
        await sendTransaction([
          labelled('batch', {
            Put: {
              TableName: TABLE_NAME,
              Item: { ...batchMarkerKey(siteId, pushId, batch), state: 'done', attempt, errors, ttl: workTtl(now) },
              ConditionExpression: 'attempt = :attempt AND #state = :sending',
              ExpressionAttributeNames: { '#state': 'state' },
              ExpressionAttributeValues: { ':attempt': attempt, ':sending': 'sending' },
            },
          }),
          labelled('push', {
            Update: {
              TableName: TABLE_NAME,
              Key: pushKey(siteId, pushId),
              UpdateExpression: `ADD ${[...clauses, 'batches_done :one'].join(', ')} SET updated_at = :now`,
              ...(clauses.length && { ExpressionAttributeNames: names }),
              ExpressionAttributeValues: { ...values, ':one': 1, ':now': timestamp(now) },
            },
          }),
        ]);
        return true;
      } catch (error) {
        if (error instanceof TransactionRefused && error.refused('batch')) return false;
        throw error;
      }
    },
    { attempts: 10, backoffMs: 50 },
  );

/** The first errors of a send, in batch order: Queries of its batch markers until 20 are found. */
const firstErrors = async (siteId: string, pushId: string): Promise<PushError[]> => {
  const errorsOf = (items: readonly Record<string, unknown>[]) =>
    items.flatMap((item) => (item.errors ?? []) as PushError[]);
  const markers = await queryAll(
    {
      TableName: TABLE_NAME,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :batch)',
      ExpressionAttributeValues: { ':pk': pushWorkPartition(siteId, pushId), ':batch': 'BATCH#' },
      ProjectionExpression: 'errors',
    },
    (found) => errorsOf(found).length >= 20,
  );
  return errorsOf(markers).slice(0, 20);
};

/** Moves a send from one status to another, setting `fields` too: one UpdateItem conditioned on the status it leaves. False when it was in another. */
const moveStatus = async (
  siteId: string,
  pushId: string,
  from: PushStatus,
  to: PushStatus,
  fields: Readonly<Record<string, unknown>>,
): Promise<boolean> =>
  'record' in (await setRecordFields(pushes, siteId, pushId, { ...fields, status: to }, { status: from }));

/**
 * Completes a send once its fan-out is done and every batch it queued is recorded: its status from
 * the exact counts, its first 20 errors, `completed_at` (conditioned on it still running, so of the
 * batches finishing last exactly one completes it). Cheap when not done: one GetItem.
 */
export const finishIfDone = async (siteId: string, pushId: string, now = new Date()): Promise<void> => {
  const push = await getPush(siteId, pushId, true);
  if (push?.status !== 'running' || !push.fanout_done || push.batches_done < push.batches_total) return;
  const at = timestamp(now);
  await moveStatus(siteId, pushId, 'running', finalStatus(push.counts), {
    completed_at: at,
    updated_at: at,
    errors: await firstErrors(siteId, pushId),
  });
};

/** Starts a scheduled send when its schedule fires. False when it was not scheduled (cancelled, or started already). */
export const startScheduled = async (siteId: string, pushId: string, now = new Date()): Promise<boolean> =>
  moveStatus(siteId, pushId, 'scheduled', 'running', { started_at: timestamp(now), updated_at: timestamp(now) });
