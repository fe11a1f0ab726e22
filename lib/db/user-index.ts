import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { keys } from './keys.js';
import { queryPage, type Page, type PageRequest } from './pagination.js';
import { GSI1 } from './table.js';
import { db, TABLE_NAME } from './client.js';

/**
 * A page of one kind of entry on a user's GSI1 partition, where a user's profile, memberships
 * (`SITE#`), tokens (`TOKEN#`) and OAuth clients sit side by side, in sort-key order: one Query
 * (`begins_with` on the sort key). Items as stored; the caller turns them into its records.
 */
export const queryUserIndex = (
  userId: string,
  prefix: string,
  page: PageRequest,
): Promise<Page<Record<string, unknown>>> => {
  const pk = keys.userIndex(userId);
  return queryPage(
    {
      TableName: TABLE_NAME,
      IndexName: GSI1,
      KeyConditionExpression: 'gsi1pk = :pk AND begins_with(gsi1sk, :prefix)',
      ExpressionAttributeValues: { ':pk': pk, ':prefix': prefix },
    },
    page,
    { partition: ['gsi1pk', pk], keyAttributes: ['pk', 'sk', 'gsi1pk', 'gsi1sk'] },
  );
};

/** One entry of a user's GSI1 partition by its exact sort key (a token by id): one Query. */
export const readUserIndexEntry = async (userId: string, sk: string): Promise<Record<string, unknown> | undefined> => {
  const { Items } = await db.send(
    new QueryCommand({
      TableName: TABLE_NAME,
      IndexName: GSI1,
      KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk = :sk',
      ExpressionAttributeValues: { ':pk': keys.userIndex(userId), ':sk': sk },
    }),
  );
  return Items?.[0];
};
