import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { isConditionFailure } from './cancellation.js';
import { db, TABLE_NAME } from './client.js';

/**
 * Stores an item unless one with its key exists: one conditional PutItem. True when this call
 * stored it; false when another got there first (the caller reads the winner's, so that every
 * instance ends up with the same key, secret or pair).
 */
export const putIfAbsent = async (item: { readonly pk: string; readonly sk: string } & Record<string, unknown>): Promise<boolean> => {
  try {
    await db.send(new PutCommand({ TableName: TABLE_NAME, Item: item, ConditionExpression: 'attribute_not_exists(pk)' }));
    return true;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    return false;
  }
};
