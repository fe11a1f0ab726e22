import { beforeEach, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { DynamoDBDocumentClient, GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { PathChangeError, StaleVersionError } from '../../../lib/pages/page-errors.js';
import { savePage } from '../../../lib/pages/pages.js';
import type { PageDoc, StoredPage } from '../../../lib/pages/stored-page.js';

const SITE = 'c'.repeat(24);
const doc: PageDoc = {
  id: 'a'.repeat(24),
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  title: 'T',
  slug: 'about',
  parent: null,
  fullpath: 'about',
  parent_path: '',
  depth: 0,
  items: {},
  translations: {},
};
const stored: StoredPage = { doc, version: 4, childCount: 0, childRev: 0 };

const cancelled = (...codes: (string | { Code: string; Item?: Record<string, unknown> })[]) =>
  Object.assign(new Error('Transaction cancelled'), {
    name: 'TransactionCanceledException',
    $metadata: {},
    CancellationReasons: codes.map((code) => (typeof code === 'string' ? { Code: code } : code)),
  });

const dynamo = mockClient(DynamoDBDocumentClient);
beforeEach(() => dynamo.reset());

describe('savePage under contention', () => {
  it('retries a transaction that conflicted with another one, and saves with the next version', async () => {
    dynamo.on(TransactWriteCommand).rejectsOnce(cancelled('TransactionConflict')).resolves({});
    const saved = await savePage(SITE, stored, { ...doc, title: 'New' });
    expect(saved.version).toBe(5);
    expect(saved.doc.title).toBe('New');
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(2);
  });

  it('conditions the page on the version it read', async () => {
    dynamo.on(TransactWriteCommand).resolves({});
    await savePage(SITE, stored, { ...doc, title: 'New' });
    const update = dynamo.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems?.[0]?.Update;
    expect(update?.ConditionExpression).toBe('#version = :version');
    expect(update?.ExpressionAttributeValues).toMatchObject({ ':version': 4, ':nextVersion': 5 });
  });

  it('reports a page changed meanwhile with the version the cancellation returned, without reading it', async () => {
    dynamo
      .on(TransactWriteCommand)
      .rejects(cancelled({ Code: 'ConditionalCheckFailed', Item: { version: { N: '7' } } }));
    const error = await savePage(SITE, stored, { ...doc, title: 'New' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StaleVersionError);
    expect((error as StaleVersionError).currentVersion).toBe(7);
    expect(dynamo.commandCalls(GetCommand)).toHaveLength(0);
  });

  it('reads the page when the cancellation did not return it, and reports a deleted page as gone', async () => {
    dynamo.on(TransactWriteCommand).rejects(cancelled('ConditionalCheckFailed'));
    dynamo.on(GetCommand).resolves({});
    const error = await savePage(SITE, stored, { ...doc, title: 'New' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StaleVersionError);
    expect((error as StaleVersionError).currentVersion).toBeUndefined();
  });

  it('reports a taken fullpath when the claim of a new slug is refused', async () => {
    dynamo.on(TransactWriteCommand).rejects(cancelled('None', 'None', 'ConditionalCheckFailed'));
    const error = await savePage(SITE, stored, { ...doc, slug: 'taken' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PathChangeError);
    expect((error as PathChangeError).reason).toBe('fullpath_taken');
  });

  it('gives up with 503 contention after repeated conflicts', async () => {
    dynamo.on(TransactWriteCommand).rejects(cancelled('TransactionConflict'));
    await expect(savePage(SITE, stored, { ...doc, title: 'New' })).rejects.toMatchObject({
      status: 503,
      code: 'contention',
    });
  });
});
