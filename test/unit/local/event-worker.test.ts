import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
} from '@aws-sdk/client-dynamodb-streams';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { startEventWorker } from '../../../local/event-worker.js';

// Faults DynamoDB Local produces only under load: an iterator past its shard's trim horizon, or expired.
const streams = mockClient(DynamoDBStreamsClient);
const dynamodb = mockClient(DynamoDBClient);
afterEach(() => {
  streams.reset();
  dynamodb.reset();
});

const lost = (name: string) => Object.assign(new Error(name), { name });
const until = async (done: () => boolean) => {
  const deadline = Date.now() + 3_000;
  while (!done() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
};

describe('local event worker', () => {
  it.each(['TrimmedDataAccessException', 'ExpiredIteratorException'])(
    'renews a shard iterator lost to %s instead of failing on it forever',
    async (name) => {
      dynamodb.on(DescribeTableCommand).resolves({ Table: { LatestStreamArn: 'arn:stream' } });
      streams.on(DescribeStreamCommand).resolves({
        StreamDescription: { Shards: [{ ShardId: 'shard-1', SequenceNumberRange: { StartingSequenceNumber: '1' } }] },
      });
      streams.on(GetShardIteratorCommand, { ShardIteratorType: 'LATEST' }).resolves({ ShardIterator: 'lost' });
      streams.on(GetShardIteratorCommand, { ShardIteratorType: 'TRIM_HORIZON' }).resolves({ ShardIterator: 'renewed' });
      streams.on(GetRecordsCommand, { ShardIterator: 'lost' }).rejects(lost(name));
      streams.on(GetRecordsCommand, { ShardIterator: 'renewed' }).resolves({ Records: [], NextShardIterator: 'next' });
      streams.on(GetRecordsCommand, { ShardIterator: 'next' }).resolves({ Records: [], NextShardIterator: 'next' });
      const worker = await startEventWorker({ tableName: 'events-test', base: 'http://127.0.0.1' });
      try {
        await until(() => streams.commandCalls(GetRecordsCommand, { ShardIterator: 'next' }).length > 0);
      } finally {
        await worker.stop();
      }
      expect(streams.commandCalls(GetRecordsCommand, { ShardIterator: 'lost' })).toHaveLength(1);
      expect(
        streams.commandCalls(GetShardIteratorCommand, { ShardIteratorType: 'TRIM_HORIZON', ShardId: 'shard-1' }),
      ).toHaveLength(1);
      expect(streams.commandCalls(GetRecordsCommand, { ShardIterator: 'next' }).length).toBeGreaterThan(0);
    },
  );
});
