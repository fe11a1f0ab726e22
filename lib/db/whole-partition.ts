import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, TABLE_NAME } from './client.js';
import { GSI1 } from './table.js';

type Item = Record<string, unknown>;

/** A partition of the table (`pk`) or of GSI1 (`gsi1pk`). */
export interface Partition {
  readonly pk: string;
  readonly index?: 'gsi1';
}

/** How a whole-partition read reads: strongly consistent (the table only), or only some attributes. */
export interface PartitionRead {
  readonly consistent?: boolean;
  /** A ProjectionExpression of plain attribute names (`'grant_id, site_id'`). */
  readonly projection?: string;
  /** Keeps only the items a FilterExpression matches (a few among a small partition: a site's active webhooks). */
  readonly filter?: { readonly expression: string; readonly values: Readonly<Record<string, unknown>> };
}

/**
 * Hands each page of a whole partition to `each`, in key order: one Query per page (DynamoDB's
 * 1 MB), for partitions that are small (a user's index entries, a deployment's chunks) or read
 * off the request path (a client's grants on its deletion).
 */
export const forEachPartitionPage = async (partition: Partition, each: (items: Item[]) => unknown, read: PartitionRead = {}): Promise<void> => {
  const attribute = partition.index ? 'gsi1pk' : 'pk';
  let start: Item | undefined;
  do {
    const out = await db.send(new QueryCommand({
      TableName: TABLE_NAME,
      ...(partition.index && { IndexName: GSI1 }),
      KeyConditionExpression: `${attribute} = :pk`,
      ExpressionAttributeValues: { ':pk': partition.pk, ...read.filter?.values },
      ...(read.filter && { FilterExpression: read.filter.expression }),
      ...(read.consistent && { ConsistentRead: true }),
      ...(read.projection && { ProjectionExpression: read.projection }),
      ExclusiveStartKey: start,
    }));
    await each(out.Items ?? []);
    start = out.LastEvaluatedKey;
  } while (start);
};

/** Every item of a partition, in key order: one Query per 1 MB page (see forEachPartitionPage). */
export const readPartition = async (partition: Partition, read: PartitionRead = {}): Promise<Item[]> => {
  const items: Item[] = [];
  await forEachPartitionPage(partition, (page) => { items.push(...page); }, read);
  return items;
};
