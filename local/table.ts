import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { createTableInput, tableDefinition } from '../lib/db/table.js';

/** Creates the table from the shared definition unless it exists (idempotent). */
export const ensureTable = async (tableName: string, client = new DynamoDBClient({})): Promise<void> => {
  try {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    // A store made before events existed gets its stream.
    if (!Table?.StreamSpecification?.StreamEnabled) {
      await client.send(
        new UpdateTableCommand({
          TableName: tableName,
          StreamSpecification: createTableInput(tableName).StreamSpecification,
        }),
      );
    }
    return;
  } catch (error) {
    if ((error as { name?: string }).name !== 'ResourceNotFoundException') throw error;
  }
  await client.send(new CreateTableCommand(createTableInput(tableName)));
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: { AttributeName: tableDefinition.timeToLiveAttribute, Enabled: true },
    }),
  );
};
