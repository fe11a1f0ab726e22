import {
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  createRecord,
  deleteRecordById,
  getRecord,
  getRecordById,
  insertRecord,
  putRecord,
  removeRecord,
  resolveRecordId,
  saveRecord,
  setItemAttributes,
  setRecordFields,
  updateRecord,
  type Entity,
  type Stored,
} from '../../../lib/db/entity.js';
import { TABLE_NAME } from '../../../lib/db/client.js';
import { labelled } from '../../../lib/db/transaction.js';
import { ApiError, conflict, unprocessable } from '../../../lib/http/errors.js';

// The writes the helper sends and how it reads refusals; the eight entities using it are covered
// over HTTP by their integration tests (and by the concurrent PUTs of test/integration/channels.test.ts).
const documentClient = mockClient(DynamoDBDocumentClient);

interface Thing {
  readonly id: string;
  readonly slug: string;
  readonly status: string;
  readonly version?: number;
}

const SITE = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const ID = 'bbbbbbbbbbbbbbbbbbbbbbbb';
const key = (siteId: string, id: string) => ({ pk: `${siteId}#THING`, sk: id });
const slugKey = (siteId: string, slug: string) => ({ pk: `${siteId}#THING_SLUG`, sk: slug.toLowerCase() });
const declare = (copy?: string): Entity<Thing> => ({
  name: 'Thing',
  key,
  indexes: (siteId, thing) => ({ gsi1pk: `${siteId}#THING_STATUS#${thing.status}`, gsi1sk: thing.id }),
  copies: (siteId, thing) => [{ pk: `${siteId}#THING`, sk: `${thing.id}$`, gsi2pk: 'tail', gsi2sk: thing.id }],
  version: 'version',
  claim: {
    value: (thing) => thing.slug,
    key: slugKey,
    owner: 'owner_id',
    ...(copy && { copy }),
    taken: (thing) => conflict('slug_taken', `${thing.slug} is taken`),
  },
});
const things = declare();
const thing: Thing = { id: ID, slug: 'mug', status: 'draft', version: 3 };

const cancelled = (...codes: string[]) =>
  Object.assign(new Error('cancelled'), {
    name: 'TransactionCanceledException',
    CancellationReasons: codes.map((Code) => ({ Code })),
  });
const sentItems = () =>
  documentClient.commandCalls(TransactWriteCommand).map((call) => call.args[0].input.TransactItems);

describe('claimedEntity', () => {
  beforeEach(() => documentClient.reset());

  it('creates the item with its indexes, its copies and its claim in one transaction, each new', async () => {
    documentClient.on(TransactWriteCommand).resolves({});
    await createRecord(things, SITE, { ...thing, version: 1 });
    expect(sentItems()).toEqual([
      [
        {
          Put: {
            TableName: TABLE_NAME,
            Item: { ...key(SITE, ID), gsi1pk: `${SITE}#THING_STATUS#draft`, gsi1sk: ID, ...thing, version: 1 },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        {
          Put: {
            TableName: TABLE_NAME,
            Item: { ...thing, version: 1, pk: `${SITE}#THING`, sk: `${ID}$`, gsi2pk: 'tail', gsi2sk: ID },
          },
        },
        {
          Put: {
            TableName: TABLE_NAME,
            Item: { ...slugKey(SITE, 'mug'), owner_id: ID },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
      ],
    ]);
  });

  it('answers the declared 409 when the claim is taken', async () => {
    documentClient.on(TransactWriteCommand).rejects(cancelled('None', 'None', 'ConditionalCheckFailed'));
    await expect(createRecord(things, SITE, thing)).rejects.toMatchObject({
      status: 409,
      code: 'slug_taken',
      message: 'mug is taken',
    });
  });

  it('moves the claim when the value changes: the new one taken only if free, the old one released only if still owned', async () => {
    documentClient.on(TransactWriteCommand).resolves({});
    await saveRecord(things, SITE, thing, { ...thing, slug: 'cup', version: 4 });
    const [items] = sentItems();
    expect(items?.[0]?.Put).toMatchObject({
      ConditionExpression: '#version = :version',
      ExpressionAttributeNames: { '#version': 'version' },
      ExpressionAttributeValues: { ':version': 3 },
    });
    expect(items?.slice(2)).toEqual([
      {
        Put: {
          TableName: TABLE_NAME,
          Item: { ...slugKey(SITE, 'cup'), owner_id: ID },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      {
        Delete: {
          TableName: TABLE_NAME,
          Key: slugKey(SITE, 'mug'),
          ConditionExpression: '#owner = :owner',
          ExpressionAttributeNames: { '#owner': 'owner_id' },
          ExpressionAttributeValues: { ':owner': ID },
        },
      },
    ]);
  });

  it('leaves a claim without a copy alone when the value stays, and rewrites one with a copy in place', async () => {
    documentClient.on(TransactWriteCommand).resolves({});
    await saveRecord(things, SITE, thing, { ...thing, status: 'active', version: 4 });
    await saveRecord(declare('thing'), SITE, thing, { ...thing, status: 'active', version: 4 });
    const [plain, copied] = sentItems();
    expect(plain).toHaveLength(2);
    expect(copied?.[2]).toEqual({
      Put: {
        TableName: TABLE_NAME,
        Item: { ...slugKey(SITE, 'mug'), owner_id: ID, thing: { ...thing, status: 'active', version: 4 } },
        ConditionExpression: '#owner = :owner',
        ExpressionAttributeNames: { '#owner': 'owner_id' },
        ExpressionAttributeValues: { ':owner': ID },
      },
    });
  });

  it('conditions a write of an item stored before versions on its having none', async () => {
    documentClient.on(TransactWriteCommand).resolves({});
    const { version: _none, ...legacy } = thing;
    await saveRecord(things, SITE, legacy, { ...legacy, version: 1 });
    expect(sentItems()[0]?.[0]?.Put).toMatchObject({
      ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(#version)',
    });
  });

  it('re-reads and re-applies after a concurrent change, then answers 503 contention after the last attempt', async () => {
    documentClient.on(GetCommand).resolves({ Item: { ...key(SITE, ID), ...thing } });
    documentClient.on(TransactWriteCommand).rejectsOnce(cancelled('ConditionalCheckFailed', 'None')).resolves({});
    const seen: number[] = [];
    const updated = await updateRecord(things, SITE, ID, (current) => {
      seen.push(current.version ?? 0);
      return { ...current, status: 'active', version: (current.version ?? 0) + 1 };
    });
    expect(updated).toEqual({ ...thing, status: 'active', version: 4 });
    expect(seen).toEqual([3, 3]);
    expect(documentClient.commandCalls(GetCommand).every((call) => call.args[0].input.ConsistentRead === true)).toBe(
      true,
    );

    documentClient.on(TransactWriteCommand).rejects(cancelled('ConditionalCheckFailed', 'None'));
    const error = await updateRecord(things, SITE, ID, (current) => ({ ...current, version: 4 })).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 503, code: 'contention' });
  });

  it('reads by value through the claim: the copy when it holds one (one GetItem), else the owner (two)', async () => {
    documentClient
      .on(GetCommand, { Key: slugKey(SITE, 'mug') })
      .resolves({ Item: { ...slugKey(SITE, 'mug'), owner_id: ID, thing } });
    documentClient
      .on(GetCommand, { Key: key(SITE, ID) })
      .resolves({ Item: { ...key(SITE, ID), gsi1pk: 'x', gsi1sk: 'y', ...thing } });
    expect(await getRecord(declare('thing'), SITE, 'MUG')).toEqual(thing);
    expect(documentClient.commandCalls(GetCommand)).toHaveLength(1);
    expect(await getRecord(things, SITE, 'mug')).toEqual(thing);
    expect(documentClient.commandCalls(GetCommand)).toHaveLength(3);
    expect(await resolveRecordId(things, SITE, ID)).toBe(ID);
    expect(documentClient.commandCalls(GetCommand)).toHaveLength(3);
  });

  it('removes the item (as read), its copies and its claim (if still owned) in one transaction; undefined when absent', async () => {
    documentClient.on(GetCommand).resolves({ Item: { ...key(SITE, ID), ...thing } });
    documentClient.on(TransactWriteCommand).resolves({});
    const checked: Thing[] = [];
    expect(
      await removeRecord(things, SITE, ID, {
        before: (current) => {
          checked.push(current);
        },
      }),
    ).toEqual(thing);
    expect(checked).toEqual([thing]);
    expect(sentItems()[0]?.map((item) => Object.keys(item)[0])).toEqual(['Delete', 'Delete', 'Delete']);
    expect(sentItems()[0]?.[2]?.Delete).toMatchObject({
      Key: slugKey(SITE, 'mug'),
      ConditionExpression: '#owner = :owner',
    });
    documentClient.on(GetCommand).resolves({});
    expect(await removeRecord(things, SITE, ID)).toBeUndefined();
  });

  it('writes an entity without claim or copies with one PutItem, a refusal being a stale read', async () => {
    const plain: Entity<Thing> = { name: 'Plain', key, version: 'version' };
    documentClient.on(PutCommand).resolves({});
    await createRecord(plain, SITE, thing);
    expect(documentClient.commandCalls(PutCommand)).toHaveLength(1);
    expect(documentClient.commandCalls(TransactWriteCommand)).toHaveLength(0);
    documentClient
      .on(DeleteCommand)
      .rejects(Object.assign(new Error('failed'), { name: 'ConditionalCheckFailedException' }));
    documentClient.on(GetCommand).resolves({ Item: { ...key(SITE, ID), ...thing } });
    await expect(removeRecord(plain, SITE, ID)).rejects.toMatchObject({ status: 503, code: 'contention' });
    expect(documentClient.commandCalls(DeleteCommand)).toHaveLength(5);
  });
  it('carries the declared related items in every write (from the record before to after) and answers their refusal as declared', async () => {
    const seen: [string | undefined, string | undefined][] = [];
    const related: Entity<Thing> = {
      ...things,
      related: (siteId, current, next) => {
        seen.push([current?.status, next?.status]);
        return [
          labelled('use:x', {
            Put: {
              TableName: TABLE_NAME,
              Item: { pk: `${siteId}#USE`, sk: (next ?? current)!.id },
              ConditionExpression: 'attribute_exists(pk)',
            },
          }),
        ];
      },
      relatedRefused: (error) =>
        error.refused('use') ? unprocessable([{ field: 'x', message: 'is gone', code: 'unknown_upload' }]) : undefined,
    };
    documentClient.on(TransactWriteCommand).resolves({});
    documentClient.on(GetCommand).resolves({ Item: { ...key(SITE, ID), ...thing } });
    await createRecord(related, SITE, { ...thing, status: 'new' });
    await saveRecord(related, SITE, thing, { ...thing, status: 'active', version: 4 });
    await removeRecord(related, SITE, ID);
    expect(seen).toEqual([
      [undefined, 'new'],
      ['draft', 'active'],
      ['draft', undefined],
    ]);
    // Each write is one transaction ending with the related item.
    expect(sentItems().map((items) => items?.at(-1)?.Put?.Item)).toEqual(
      [0, 1, 2].map(() => ({ pk: `${SITE}#USE`, sk: ID })),
    );

    // The related item refused: the declared 422, not a stale read (no retry).
    documentClient.on(TransactWriteCommand).rejects(cancelled('None', 'None', 'ConditionalCheckFailed'));
    await expect(saveRecord(related, SITE, thing, { ...thing, status: 'active', version: 4 })).rejects.toMatchObject({
      status: 422,
      errors: [{ field: 'x', code: 'unknown_upload' }],
    });
    // The record itself refused as well: a stale read, whatever the related item says.
    documentClient
      .on(TransactWriteCommand)
      .rejects(cancelled('ConditionalCheckFailed', 'None', 'ConditionalCheckFailed'));
    await expect(saveRecord(related, SITE, thing, { ...thing, status: 'active', version: 4 })).rejects.toMatchObject({
      name: 'StaleRead',
    });
  });
});

describe('stored declarations', () => {
  beforeEach(() => documentClient.reset());

  interface Note {
    readonly id: string;
    readonly status: string;
    readonly expires_at?: string;
  }
  const notes: Stored<Note> = {
    name: 'Note',
    key,
    indexes: (siteId, note) => ({ gsi1pk: `${siteId}#NOTES`, gsi1sk: note.id }),
    ttl: (note) => (note.expires_at ? Math.floor(Date.parse(note.expires_at) / 1000) : undefined),
  };
  const note: Note = { id: ID, status: 'pending', expires_at: '2030-01-01T00:00:00Z' };
  const refusal = (item?: Record<string, unknown>) =>
    Object.assign(new Error('refused'), { name: 'ConditionalCheckFailedException', ...(item && { Item: item }) });

  it("reads a record by id, eventually consistent when asked, through the declaration's fromItem", async () => {
    documentClient.on(GetCommand).resolves({ Item: { ...key(SITE, ID), id: ID, status: 'pending', ttl: 1 } });
    expect(await getRecordById(notes, SITE, ID, { consistent: false })).toEqual({ id: ID, status: 'pending' });
    expect(documentClient.commandCalls(GetCommand)[0]?.args[0].input).toMatchObject({ Key: key(SITE, ID) });
    expect(documentClient.commandCalls(GetCommand)[0]?.args[0].input.ConsistentRead).toBeUndefined();
    expect(
      await getRecordById({ ...notes, fromItem: (item) => ({ id: String(item.sk), status: 'shown' }) }, SITE, ID),
    ).toEqual({ id: ID, status: 'shown' });
    expect(documentClient.commandCalls(GetCommand)[1]?.args[0].input.ConsistentRead).toBe(true);
  });

  it('puts a record with its key, indexes and TTL; insertRecord only where nothing is', async () => {
    documentClient.on(PutCommand).resolves({});
    await putRecord(notes, SITE, ID, note);
    await insertRecord(notes, SITE, ID, note, { depth: 1 });
    const [put, insert] = documentClient.commandCalls(PutCommand).map((call) => call.args[0].input);
    expect(put).toEqual({
      TableName: TABLE_NAME,
      Item: { ...key(SITE, ID), gsi1pk: `${SITE}#NOTES`, gsi1sk: ID, ttl: 1893456000, ...note },
    });
    expect(insert).toMatchObject({ Item: { depth: 1, id: ID }, ConditionExpression: 'attribute_not_exists(pk)' });
  });

  it('deletes only while the required attributes hold, false when they did not', async () => {
    documentClient.on(DeleteCommand).rejectsOnce(refusal()).resolves({});
    expect(await deleteRecordById(notes, SITE, ID, { only: { status: 'pending', version: undefined } })).toBe(false);
    expect(documentClient.commandCalls(DeleteCommand)[0]?.args[0].input).toMatchObject({
      ConditionExpression: '#c0 = :c0 AND attribute_not_exists(#c1)',
      ExpressionAttributeNames: { '#c0': 'status', '#c1': 'version' },
      ExpressionAttributeValues: { ':c0': 'pending' },
    });
    expect(await deleteRecordById(notes, SITE, ID)).toBe(true);
    expect(documentClient.commandCalls(DeleteCommand)[1]?.args[0].input.ConditionExpression).toBeUndefined();
  });

  it('sets item attributes on an existing item while its condition holds', async () => {
    documentClient.on(UpdateCommand).rejectsOnce(refusal()).resolves({});
    expect(await setItemAttributes(notes, SITE, ID, { gsi2sk: 'b' }, { only: { version: 2 } })).toBe(false);
    expect(await setItemAttributes(notes, SITE, ID, { gsi2sk: 'b' })).toBe(true);
    expect(documentClient.commandCalls(UpdateCommand)[0]?.args[0].input).toMatchObject({
      UpdateExpression: 'SET #s0 = :s0',
      ConditionExpression: 'attribute_exists(pk) AND #c0 = :c0',
      ExpressionAttributeNames: { '#c0': 'version', '#s0': 'gsi2sk' },
      ExpressionAttributeValues: { ':c0': 2, ':s0': 'b' },
    });
  });

  it('moves a record to its next state, or answers the record as it was when the move was refused', async () => {
    documentClient
      .on(UpdateCommand)
      .resolvesOnce({ Attributes: { ...key(SITE, ID), id: ID, status: 'cancelled' } })
      .rejectsOnce(refusal({ id: { S: ID }, status: { S: 'running' } }))
      .rejectsOnce(refusal());
    expect(await setRecordFields(notes, SITE, ID, { status: 'cancelled' }, { status: 'pending' })).toEqual({
      record: { id: ID, status: 'cancelled' },
    });
    expect(documentClient.commandCalls(UpdateCommand)[0]?.args[0].input).toMatchObject({
      ReturnValues: 'ALL_NEW',
      ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
    });
    expect(await setRecordFields(notes, SITE, ID, { status: 'cancelled' }, { status: 'pending' })).toEqual({
      refused: { id: ID, status: 'running' },
    });
    expect(await setRecordFields(notes, SITE, ID, { status: 'cancelled' }, { status: 'pending' })).toEqual({
      refused: undefined,
    });
  });
});
