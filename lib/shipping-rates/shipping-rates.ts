import { type Entity, createRecord, updateRecord } from '../db/entity.js';
import { TABLE_NAME } from '../db/client.js';
import { readItem } from '../db/one-item.js';
import { newId, timestamp } from '../db/keys.js';
import { StaleRead, withOptimisticRetry } from '../db/optimistic-retry.js';
import { labelled, sendTransaction, sendWrite, TransactionRefused, type TransactionItem } from '../db/transaction.js';
import { assertValid } from '../http/errors.js';
import { shippingRateKeys } from './keys.js';
import { amountsToMinor } from '../commerce/money.js';
import { definedFields, mergeFields } from '../commerce/fields.js';
import { shippingRateProblems, type ShippingRateFields } from './shipping-rate-rules.js';
import type { CreateShippingRate, UpdateShippingRate } from './schemas.js';

/** A stored shipping rate: `price`, `order_min` and `order_max` in minor units. `version` orders concurrent writes and is never shown. */
export interface ShippingRate extends ShippingRateFields {
  readonly id: string;
  readonly created_at: string;
  readonly updated_at: string;
  readonly version: number;
}

/** The amounts of a rate, kept in minor units. */
const MONEY_FIELDS = ['price', 'order_min', 'order_max'] as const;

/**
 * A shipping rate, in the site's SHIPPING_RATE partition (`getRecordById(shippingRates, …)`: one GetItem;
 * `listRecords(shippingRates, …)`: the site's, oldest first, one Query). It claims no value of its own: the
 * one default rate of a site is named by a marker item, which the writes below carry along.
 */
export const shippingRates: Entity<ShippingRate> = {
  name: 'Shipping rate',
  key: shippingRateKeys.shippingRate,
  version: 'version',
  list: { partition: shippingRateKeys.shippingRatePartition },
};

/** The id of the site's default rate, from its marker item: one strongly consistent GetItem. */
const getDefaultRateId = async (siteId: string): Promise<string | undefined> => {
  return (await readItem(shippingRateKeys.defaultShippingRate(siteId)))?.rateId as string | undefined;
};

/**
 * The writes that make `rateId` the default: the marker moves to it, conditioned on still naming
 * the default we read (so of two concurrent writers only one wins; the other re-reads and retries),
 * and the previous default loses its flag in the same transaction.
 */
const takeDefault = (siteId: string, rateId: string, previous: string | undefined, now: string): TransactionItem[] => [
  labelled('default', {
    Put: {
      TableName: TABLE_NAME,
      Item: { ...shippingRateKeys.defaultShippingRate(siteId), rateId },
      ConditionExpression: previous ? 'rateId = :previous' : 'attribute_not_exists(pk)',
      ...(previous && { ExpressionAttributeValues: { ':previous': previous } }),
    },
  }),
  ...(previous && previous !== rateId
    ? [
        labelled('previous-default', {
          Update: {
            TableName: TABLE_NAME,
            Key: shippingRateKeys.shippingRate(siteId, previous),
            UpdateExpression: 'SET #default = :false, updated_at = :now, version = version + :one',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeNames: { '#default': 'default' },
            ExpressionAttributeValues: { ':false': false, ':now': now, ':one': 1 },
          },
        }),
      ]
    : []),
];

/** The write that removes the marker of `rateId` when it stops being the default. */
const releaseDefault = (siteId: string, rateId: string): TransactionItem =>
  labelled('default', {
    Delete: {
      TableName: TABLE_NAME,
      Key: shippingRateKeys.defaultShippingRate(siteId),
      ConditionExpression: 'rateId = :rate',
      ExpressionAttributeValues: { ':rate': rateId },
    },
  });

/**
 * Creates a shipping rate: one PutItem, or for a default rate one GetItem of the default marker
 * and one TransactWriteItems (rate, marker, previous default cleared).
 */
export const createShippingRate = async (siteId: string, input: CreateShippingRate): Promise<ShippingRate> => {
  const fields = amountsToMinor(definedFields(input) as ShippingRateFields, MONEY_FIELDS);
  assertValid(shippingRateProblems(fields));
  const now = timestamp();
  const rate: ShippingRate = { id: newId(), ...fields, created_at: now, updated_at: now, version: 1 };
  if (!rate.default) return createRecord(shippingRates, siteId, rate);
  return withOptimisticRetry(async () =>
    createRecord(shippingRates, siteId, rate, takeDefault(siteId, rate.id, await getDefaultRateId(siteId), now)),
  );
};

/**
 * Updates the given fields of a rate and re-validates the merged result: one GetItem, then one
 * conditional PutItem, or a TransactWriteItems (after one GetItem of the marker) when the default
 * flag changes. 404 when the rate does not exist.
 */
export const updateShippingRate = (siteId: string, rateId: string, patch: UpdateShippingRate): Promise<ShippingRate> =>
  updateRecord(
    shippingRates,
    siteId,
    rateId,
    (current) => {
      const { id: _id, created_at: _c, updated_at: _u, version: _v, ...currentFields } = current;
      const merged = mergeFields<ShippingRateFields>(currentFields, amountsToMinor(patch, MONEY_FIELDS));
      assertValid(shippingRateProblems(merged));
      return {
        ...merged,
        id: rateId,
        created_at: current.created_at,
        updated_at: timestamp(),
        version: current.version + 1,
      };
    },
    {
      also: async (current, rate) => {
        if (rate.default && !current.default)
          return takeDefault(siteId, rateId, await getDefaultRateId(siteId), rate.updated_at);
        return !rate.default && current.default ? [releaseDefault(siteId, rateId)] : [];
      },
    },
  );

/**
 * Deletes a rate. A non-default rate: one conditional DeleteItem. The default rate: that first
 * DeleteItem is refused, then one TransactWriteItems deletes it with its marker.
 * False when the rate does not exist.
 */
export const deleteShippingRate = (siteId: string, rateId: string): Promise<boolean> =>
  withOptimisticRetry(async () => {
    const key = shippingRateKeys.shippingRate(siteId, rateId);
    const flag = { ExpressionAttributeNames: { '#default': 'default' } };
    try {
      await sendWrite([
        labelled('rate', {
          Delete: {
            TableName: TABLE_NAME,
            Key: key,
            ConditionExpression: 'attribute_exists(pk) AND #default = :false',
            ...flag,
            ExpressionAttributeValues: { ':false': false },
            ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
          },
        }),
      ]);
      return true;
    } catch (error) {
      if (!(error instanceof TransactionRefused)) throw error;
      // Refused with no old item: there was no such rate.
      if (!error.oldItems.has('rate')) return false;
    }
    // It is the default: it goes together with its marker, unless it stopped being the default meanwhile.
    try {
      await sendTransaction([
        labelled('rate', {
          Delete: {
            TableName: TABLE_NAME,
            Key: key,
            ConditionExpression: '#default = :true',
            ...flag,
            ExpressionAttributeValues: { ':true': true },
          },
        }),
        releaseDefault(siteId, rateId),
      ]);
    } catch (error) {
      if (error instanceof TransactionRefused)
        throw new StaleRead('shipping rate changed concurrently', { cause: error });
      throw error;
    }
    return true;
  });
