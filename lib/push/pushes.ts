import { TABLE_NAME } from '../db/client.js';
import { deleteRecordById, getRecordById, insertRecord, setRecordFields, type Stored } from '../db/entity.js';
import { newId, timestamp, ttlFrom } from '../db/keys.js';
import { parseListQuery } from '../db/list-query-rules.js';
import { queryPage, type Page, type PageRequest } from '../db/pagination.js';
import { toRecord } from '../db/record.js';
import { ApiError, conflict, notFound, serviceUnavailable, unprocessable, type FieldError } from '../http/errors.js';
import { cancelSchedule, putSchedule } from '../queues/scheduler.js';
import { workQueue } from '../queues/work-queue.js';
import { PLATFORMS, type Platform } from './device-schemas.js';
import { deviceCatalogue } from './devices.js';
import { pushKey, pushPartition } from './keys.js';
import type { PushRecord } from './push-record.js';
import { FANOUT_QUEUE } from './queue-names.js';
import { payloadProblems, timingOf, whereErrors, whereParams, type Counts } from './payload-rules.js';
import type { SendPush } from './schemas.js';

export type { PushError, PushRecord } from './push-record.js';

/** A send is kept this long, then removed by TTL (its per-device records go after 30 days). */
export const PUSH_RETENTION_DAYS = 90;

export interface FanoutMessage {
  readonly site_id: string;
  readonly push_id: string;
  /** The page to read next (0 first) and where it starts. */
  readonly page?: number;
  readonly cursor?: string;
}

const zero = (): Counts => ({ targeted: 0, sent: 0, failed: 0, invalidated: 0 });
const scheduleName = (pushId: string) => `push-${pushId}`;

/** A stored push item → the record. */
export const toPush = (item: Record<string, unknown>): PushRecord => toRecord<PushRecord>(item);

/** A send, in the site's PUSH partition (listed newest first), removed by TTL once kept long enough. */
export const pushes: Stored<PushRecord> = {
  name: 'Push',
  key: pushKey,
  ttl: (push) => ttlFrom(new Date(Date.parse(push.created_at) + PUSH_RETENTION_DAYS * 86_400_000)),
  fromItem: toPush,
};

/** Field errors of a send that no device can fix: payload sizes, timing, a `where` the list query language refuses. */
const sendProblems = (body: SendPush, now: Date): { problems: FieldError[]; timing?: ReturnType<typeof timingOf> } => {
  const problems = payloadProblems(body.notification);
  const timing = timingOf(body.options, now);
  if (Array.isArray(timing)) problems.push(...timing);
  if (body.target.where) {
    try {
      parseListQuery(whereParams(body.target.where), deviceCatalogue);
    } catch (error) {
      if (!(error instanceof ApiError) || !error.errors) throw error;
      problems.push(...whereErrors(error.errors));
    }
  }
  return { problems, timing };
};

/**
 * Records a send and hands it to the fan-out, off the request path: one PutItem, then the fan-out
 * queue's message, or a schedule firing into it at `send_at` (up to 30 days ahead). The entry point
 * for POST /devices/push and for cloud code (`site.devices.push(body)`): `body` is the route's body,
 * already valid against `sendPushSchema`; sizes, timing and `where` are checked here (422 naming
 * the field). Answers before any device is reached. Should queueing fail, the record is removed
 * and the error (503) says nothing was sent.
 */
export const sendPush = async (siteId: string, body: SendPush, now = new Date()): Promise<PushRecord> => {
  const { problems, timing } = sendProblems(body, now);
  if (problems.length) throw unprocessable(problems);
  const { sendAt, expiresAt } = timing as { sendAt?: Date; expiresAt?: Date };
  const at = timestamp(now);
  const record: PushRecord = {
    id: newId(now),
    site_id: siteId,
    status: sendAt ? 'scheduled' : 'running',
    target: body.target,
    notification: body.notification,
    options: body.options ?? {},
    counts: zero(),
    by_platform: Object.fromEntries(PLATFORMS.map((platform) => [platform, zero()])) as Record<Platform, Counts>,
    errors: [],
    send_at: sendAt ? timestamp(sendAt) : null,
    expires_at: expiresAt ? timestamp(expiresAt) : null,
    created_at: at,
    updated_at: at,
    started_at: sendAt ? null : at,
    completed_at: null,
    cancelled_at: null,
    pages_done: 0,
    fanout_done: false,
    batches_total: 0,
    batches_done: 0,
  };
  await insertRecord(pushes, siteId, record.id, record);
  const message: FanoutMessage = { site_id: siteId, push_id: record.id };
  try {
    if (sendAt) await putSchedule({ name: scheduleName(record.id), at: sendAt, queue: FANOUT_QUEUE, message });
    else await workQueue<FanoutMessage>(FANOUT_QUEUE).send(message);
  } catch (error) {
    await deleteRecordById(pushes, siteId, record.id).catch(() => undefined);
    throw serviceUnavailable(error, 5);
  }
  return record;
};

/** A send by id: one GetItem. */
export const getPush = (siteId: string, pushId: string, consistent = false): Promise<PushRecord | undefined> =>
  getRecordById(pushes, siteId, pushId, { consistent });

/** A page of a site's sends, newest first: one Query on the site's PUSH partition, backwards. */
export const listPushes = async (siteId: string, page: PageRequest): Promise<Page<PushRecord>> => {
  const pk = pushPartition(siteId);
  const result = await queryPage(
    {
      TableName: TABLE_NAME,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': pk },
      ScanIndexForward: false,
    },
    page,
    { partition: ['pk', pk], keyAttributes: ['pk', 'sk'] },
  );
  return { ...result, items: result.items.map(toPush) };
};

/**
 * Cancels a scheduled send: one UpdateItem conditioned on it still being scheduled (404 when there
 * is none, 409 `push_not_cancellable` once it has started), then its schedule is deleted. Should a
 * schedule fire anyway, the fan-out finds the send cancelled and sends nothing.
 */
export const cancelPush = async (siteId: string, pushId: string): Promise<PushRecord> => {
  const now = timestamp();
  const result = await setRecordFields(
    pushes,
    siteId,
    pushId,
    { status: 'cancelled', cancelled_at: now, updated_at: now },
    { status: 'scheduled' },
  );
  if ('refused' in result) {
    if (!result.refused) throw notFound('Push');
    const { status } = result.refused;
    throw conflict('push_not_cancellable', `Only a scheduled push can be cancelled; this one is ${status}`, {
      details: { status },
    });
  }
  await cancelSchedule(scheduleName(pushId));
  return result.record;
};

export { presentPush } from './present.js';
