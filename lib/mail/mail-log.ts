import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { isConditionFailure } from '../db/cancellation.js';
import { db, TABLE_NAME } from '../db/client.js';
import { timestamp, ttlFrom } from '../db/keys.js';
import { mailKeys } from './keys.js';

// The send log: a message is claimed (`sending`, with a lease) before it is sent and marked `sent`
// after, so a repeated queue message finds it sent and sends nothing, two copies of the same queue
// message running at once cannot both send, and a worker that dies holding the claim lets another
// take it over once the lease ends. Only a crash between sending and marking can repeat a message.

/** How long a claim holds before another worker may take the message over (longer than a send takes). */
const LEASE_SECONDS = 120;
/** How long the log remembers a message. */
const KEEP_DAYS = 30;

export type Claim = 'claimed' | 'sent' | 'busy';

/** Claims a message for sending: one conditional PutItem; when refused, one GetItem tells `sent` (it went out before) from `busy` (another worker holds it). */
export const claimMessage = async (siteId: string, messageId: string, kind: string, now = new Date()): Promise<Claim> => {
  const epoch = Math.floor(now.getTime() / 1000);
  try {
    await db.send(new PutCommand({
      TableName: TABLE_NAME,
      Item: { ...mailKeys.log(siteId, messageId), kind, state: 'sending', lease_until: epoch + LEASE_SECONDS, ttl: ttlFrom(now) + KEEP_DAYS * 86_400 },
      ConditionExpression: 'attribute_not_exists(pk) OR (#state = :sending AND lease_until < :now)',
      ExpressionAttributeNames: { '#state': 'state' },
      ExpressionAttributeValues: { ':sending': 'sending', ':now': epoch },
    }));
    return 'claimed';
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const { Item } = await db.send(new GetCommand({ TableName: TABLE_NAME, Key: mailKeys.log(siteId, messageId), ConsistentRead: true }));
    return Item?.state === 'sent' ? 'sent' : 'busy';
  }
};

/** Marks a claimed message sent: one UpdateItem. */
export const markSent = async (siteId: string, messageId: string, at = new Date()): Promise<void> => {
  await db.send(new UpdateCommand({
    TableName: TABLE_NAME, Key: mailKeys.log(siteId, messageId),
    UpdateExpression: 'SET #state = :sent, sent_at = :at REMOVE lease_until',
    ExpressionAttributeNames: { '#state': 'state' }, ExpressionAttributeValues: { ':sent': 'sent', ':at': timestamp(at) },
  }));
};

/** Marks a message skipped (its address is suppressed), so a repeat does not look again: one UpdateItem. */
export const markSkipped = async (siteId: string, messageId: string, reason: string): Promise<void> => {
  await db.send(new UpdateCommand({
    TableName: TABLE_NAME, Key: mailKeys.log(siteId, messageId),
    UpdateExpression: 'SET #state = :sent, skipped = :reason REMOVE lease_until',
    ExpressionAttributeNames: { '#state': 'state' }, ExpressionAttributeValues: { ':sent': 'sent', ':reason': reason },
  }));
};

/** Gives up a claim whose send failed (nothing went out), so the retry may claim it at once: one UpdateItem. */
export const releaseClaim = async (siteId: string, messageId: string): Promise<void> => {
  await db.send(new UpdateCommand({
    TableName: TABLE_NAME, Key: mailKeys.log(siteId, messageId),
    UpdateExpression: 'SET lease_until = :zero', ConditionExpression: '#state = :sending',
    ExpressionAttributeNames: { '#state': 'state' }, ExpressionAttributeValues: { ':zero': 0, ':sending': 'sending' },
  }));
};
