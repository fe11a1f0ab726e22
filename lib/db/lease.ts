import type { ItemKey } from './keys.js';
import { putItemIf, setting, updateItem } from './one-item.js';

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
export const takeLease = async (
  key: ItemKey,
  states: LeaseStates,
  seconds: number,
  attributes: Item = {},
  now = new Date(),
): Promise<LeaseTaken> => {
  const epoch = Math.floor(now.getTime() / 1000);
  const out = await putItemIf(
    { ...key, ...attributes, state: states.working, lease_until: epoch + seconds },
    {
      ConditionExpression: 'attribute_not_exists(pk) OR (#state = :working AND lease_until < :now)',
      ExpressionAttributeNames: { '#state': 'state' },
      ExpressionAttributeValues: { ':working': states.working, ':now': epoch },
      old: true,
    },
  );
  return out.refused ? { taken: false, done: out.old?.state === states.done } : { taken: true };
};

/** Marks a leased item done, with `attributes` (when, or why nothing was done), and ends its lease: one UpdateItem. */
export const finishLease = async (key: ItemKey, states: LeaseStates, attributes: Item = {}): Promise<void> => {
  const set = setting({ state: states.done, ...attributes });
  await updateItem(key, { ...set, UpdateExpression: `${set.UpdateExpression} REMOVE lease_until` });
};

/** Gives up a lease whose work failed (nothing was done), so a retry may take it at once: one UpdateItem, refused (thrown) once done. */
export const releaseLease = async (key: ItemKey, states: LeaseStates): Promise<void> => {
  const out = await updateItem(key, {
    UpdateExpression: 'SET lease_until = :zero',
    ConditionExpression: '#state = :working',
    ExpressionAttributeNames: { '#state': 'state' },
    ExpressionAttributeValues: { ':zero': 0, ':working': states.working },
  });
  if (out.refused) throw new Error(`lease on ${key.pk} ${key.sk} not released: its work is no longer in hand`);
};
