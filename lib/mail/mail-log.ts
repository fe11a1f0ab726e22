import { TABLE_NAME } from '../db/client.js';
import { finishLease, releaseLease, takeLease } from '../db/lease.js';
import { timestamp, ttlFrom } from '../db/keys.js';
import { labelled, type TransactionItem } from '../db/transaction.js';
import { mailKeys } from './keys.js';

// The send log: a message is claimed (`sending`, with a lease: lib/db/lease.ts) before it is sent
// and marked `sent` after, so a repeated queue message finds it sent and sends nothing, two copies
// of the same queue message running at once cannot both send, and a worker that dies holding the
// claim lets another take it over once the lease ends. Only a crash between sending and marking
// can repeat a message.

/** How long a claim holds before another worker may take the message over (longer than a send takes). */
const LEASE_SECONDS = 120;
/** How long the log remembers a message. */
const KEEP_DAYS = 30;
const STATES = { working: 'sending', done: 'sent' } as const;

export type Claim = 'claimed' | 'sent' | 'busy';

/** Claims a message for sending: one conditional PutItem, whose refusal tells `sent` (it went out before) from `busy` (another worker holds it). */
export const claimMessage = async (
  siteId: string,
  messageId: string,
  kind: string,
  now = new Date(),
): Promise<Claim> => {
  const lease = await takeLease(
    mailKeys.log(siteId, messageId),
    STATES,
    LEASE_SECONDS,
    { kind, ttl: ttlFrom(now) + KEEP_DAYS * 86_400 },
    now,
  );
  if (lease.taken) return 'claimed';
  return lease.done ? 'sent' : 'busy';
};

/** Marks a claimed message sent: one UpdateItem. */
export const markSent = (siteId: string, messageId: string, at = new Date()): Promise<void> =>
  finishLease(mailKeys.log(siteId, messageId), STATES, { sent_at: timestamp(at) });

/**
 * markSent as an item of a transaction (label `log`), for a send recorded in the same write (an
 * order's history entry): refused when the message is no longer being sent (another worker, which
 * took it over once this claim lapsed, marked it).
 */
export const sentMarkItem = (siteId: string, messageId: string, at = new Date()): TransactionItem =>
  labelled('log', {
    Update: {
      TableName: TABLE_NAME,
      Key: mailKeys.log(siteId, messageId),
      UpdateExpression: 'SET #state = :done, sent_at = :at REMOVE lease_until',
      ConditionExpression: '#state = :working',
      ExpressionAttributeNames: { '#state': 'state' },
      ExpressionAttributeValues: { ':done': STATES.done, ':working': STATES.working, ':at': timestamp(at) },
    },
  });

/** Marks a message skipped (its address is suppressed), so a repeat does not look again: one UpdateItem. */
export const markSkipped = (siteId: string, messageId: string, reason: string): Promise<void> =>
  finishLease(mailKeys.log(siteId, messageId), STATES, { skipped: reason });

/** Gives up a claim whose send failed (nothing went out), so the retry may claim it at once: one UpdateItem. */
export const releaseClaim = (siteId: string, messageId: string): Promise<void> =>
  releaseLease(mailKeys.log(siteId, messageId), STATES);
