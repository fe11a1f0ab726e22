// The cold-start baseline: a DynamoDB DocumentClient and a trivial handler doing one GetItem.
// Every function's bundle size and module-load time is compared with this one's.
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';

const db = DynamoDBDocumentClient.from(new DynamoDBClient({}));

export const handler = async (event: { pathParameters?: Record<string, string> }) => {
  const { Item } = await db.send(
    new GetCommand({ TableName: process.env.TABLE_NAME, Key: { pk: event.pathParameters?.id ?? 'x', sk: 'x' } }),
  );
  return { statusCode: Item ? 200 : 404, body: JSON.stringify(Item ?? { code: 'not_found' }) };
};
