import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { isConditionFailure } from './cancellation.js';
import { db, TABLE_NAME } from './client.js';
import type { ItemKey } from './keys.js';

// Work done at most once per item under a lease: the item is taken (`state` = the working state,
// `lease_until` = when the lease ends) before the work and marked done after, so a repeated
// message finds it done, two copies running at once cannot both do it, and a worker that dies
// holding the lease lets another take it over once the lease ends. Only a crash between the work
// and the mark can repeat it.

type Item = Record<string, unknown>;

/** The states of a leased item: `working` while a lease holds it, `done` once its work is done. */
export interface LeaseStates {
  readonly working: string;
  readonly done: string;
}

/** What taking a lease found: taken now, or the item another holder left (done, or still working). */
export type LeaseTaken = { readonly taken: true } | { readonly taken: false; readonly done: boolean };

/**
 * Takes the item at `key` for `seconds`: one conditional PutItem (`attributes` with the working
 * state and the lease's end), granted when there is no item or its lease has ended unfinished;
 * when refused, the item as it was comes back with the refusal and tells done from held by another.
 */
export const takeLease = async (key: ItemKey, states: LeaseStates, seconds: number, attributes: Item = {}, now = new Date()): Promise<LeaseTaken> => {
  const epoch = Math.floor(now.getTime() / 1000);
  try {
    await db.send(new PutCommand({
      TableName: TABLE_NAME,
      Item: { ...key, ...attributes, state: states.working, lease_until: epoch + seconds },
      ConditionExpression: 'attribute_not_exists(pk) OR (#state = :working AND lease_until < :now)',
      ExpressionAttributeNames: { '#state': 'state' },
      ExpressionAttributeValues: { ':working': states.working, ':now': epoch },
      ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
    }));
    return { taken: true };
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    // The item of a failed condition comes back as DynamoDB attribute values (the document client leaves it so).
    const state = (error as { Item?: { state?: { S?: string } } }).Item?.state?.S;
    return { taken: false, done: state === states.done };
  }
};

/** Marks a leased item done, with `attributes` (when, or why nothing was done), and ends its lease: one UpdateItem. */
export const finishLease = async (key: ItemKey, states: LeaseStates, attributes: Item = {}): Promise<void> => {
  const names = Object.keys(attributes);
  await db.send(new UpdateCommand({
    TableName: TABLE_NAME, Key: key,
    UpdateExpression: `SET ${['#state = :done', ...names.map((_, i) => `#a${i} = :a${i}`)].join(', ')} REMOVE lease_until`,
    ExpressionAttributeNames: { '#state': 'state', ...Object.fromEntries(names.map((name, i) => [`#a${i}`, name])) },
    ExpressionAttributeValues: { ':done': states.done, ...Object.fromEntries(names.map((name, i) => [`:a${i}`, attributes[name]])) },
  }));
};

/** Gives up a lease whose work failed (nothing was done), so a retry may take it at once: one UpdateItem, refused once done. */
export const releaseLease = async (key: ItemKey, states: LeaseStates): Promise<void> => {
  await db.send(new UpdateCommand({
    TableName: TABLE_NAME, Key: key,
    UpdateExpression: 'SET lease_until = :zero', ConditionExpression: '#state = :working',
    ExpressionAttributeNames: { '#state': 'state' }, ExpressionAttributeValues: { ':zero': 0, ':working': states.working },
  }));
};
