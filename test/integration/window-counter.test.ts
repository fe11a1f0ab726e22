import { beforeAll, describe, expect, it } from 'vitest';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, TABLE_NAME } from '../../lib/db/client.js';
import { labelled, sendTransaction, TransactionRefused } from '../../lib/db/transaction.js';
import { countInWindow, windowCountItem } from '../../lib/db/window-counter.js';
import { ensureTable } from '../../local/table.js';

// Straight on DynamoDB Local: the counter is storage, no HTTP involved.
beforeAll(async () => {
  await ensureTable(TABLE_NAME);
});

describe('window counters on DynamoDB Local', () => {
  it('counts every call in its fixed window and starts again in the next one', async () => {
    const counter = { pk: `site1#RATE#ip:127.0.0.${Math.floor(Math.random() * 200)}`, limit: 3, windowSeconds: 60 };
    const at = new Date('2026-11-25T10:00:30Z');
    const counts = [];
    for (let i = 0; i < 4; i += 1) counts.push(await countInWindow(counter, at));
    expect(counts.map((c) => c.used)).toEqual([1, 2, 3, 4]);
    expect(counts[0]).toMatchObject({ limit: 3, reset: Date.parse('2026-11-25T10:01:00Z') / 1000 });
    expect((await countInWindow(counter, new Date('2026-11-25T10:01:00Z'))).used).toBe(1);
    // Each window's item expires (TTL) a minute after its end.
    const { Item } = await db.send(
      new GetCommand({
        TableName: TABLE_NAME,
        Key: { pk: counter.pk, sk: `W#${Date.parse('2026-11-25T10:00:00Z') / 1000}` },
      }),
    );
    expect(Item).toMatchObject({ used: 4, ttl: Date.parse('2026-11-25T10:02:00Z') / 1000 });
  });

  it('counts 50 concurrent calls exactly', async () => {
    const counter = { pk: 'site2#RATE#site', limit: 1000, windowSeconds: 60 };
    const at = new Date();
    const counts = await Promise.all(Array.from({ length: 50 }, () => countInWindow(counter, at)));
    expect(counts.map((c) => c.used).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  });

  it('as a transaction item, lets exactly `limit` writes through a window and names itself when it refuses one', async () => {
    const counter = { pk: 'site3#RATE#channel:c', limit: 5, windowSeconds: 60 };
    const at = new Date();
    const outcomes: string[] = [];
    for (let i = 0; i < 8; i += 1) {
      outcomes.push(
        await sendTransaction([
          labelled('entry', { Put: { TableName: TABLE_NAME, Item: { pk: 'site3#ENTRY', sk: `e${i}` } } }),
          windowCountItem('channel', counter, at),
        ]).then(
          () => 'ok',
          (error: unknown) => (error instanceof TransactionRefused ? error.failed.join() : String(error)),
        ),
      );
    }
    expect(outcomes).toEqual(['ok', 'ok', 'ok', 'ok', 'ok', 'rate:channel', 'rate:channel', 'rate:channel']);
    const { Item } = await db.send(
      new GetCommand({
        TableName: TABLE_NAME,
        Key: { pk: counter.pk, sk: `W#${Math.floor(at.getTime() / 60000) * 60}` },
      }),
    );
    expect(Item?.used).toBe(5);
    // A refused transaction wrote nothing: only the five entries exist.
    const refusedEntry = await db.send(new GetCommand({ TableName: TABLE_NAME, Key: { pk: 'site3#ENTRY', sk: 'e5' } }));
    expect(refusedEntry.Item).toBeUndefined();
  });
});
