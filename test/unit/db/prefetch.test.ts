import { describe, expect, it } from 'vitest';
import { keyId } from '../../../lib/db/keys.js';
import {
  offerPrefetched,
  prefetchById,
  prefetchByIds,
  prefetchedAnswer,
  withPrefetchScope,
} from '../../../lib/db/prefetch.js';

const TABLE = 'table';
const SITE = 'a'.repeat(24);
const ID = 'b'.repeat(24);
const page = { pk: `${SITE}#PAGE`, sk: ID };
const other = { pk: `${SITE}#PAGE`, sk: 'c'.repeat(24) };
const item = { ...page, title: 'Home' };

const offer = () => offerPrefetched(TABLE, [page, other], new Map([[keyId(page), item]]));

describe('prefetchedAnswer', () => {
  it('answers a GetItem of an offered key once, with the item or none', () =>
    withPrefetchScope(async () => {
      offer();
      expect(prefetchedAnswer('GetItemCommand', { TableName: TABLE, Key: page, ConsistentRead: true })).toEqual({
        Item: item,
      });
      expect(prefetchedAnswer('GetItemCommand', { TableName: TABLE, Key: page })).toBeUndefined();
      expect(prefetchedAnswer('GetItemCommand', { TableName: TABLE, Key: other })).toEqual({});
    }));

  it('answers a BatchGetItem only when it asks for offered keys alone', () =>
    withPrefetchScope(async () => {
      offer();
      expect(
        prefetchedAnswer('BatchGetItemCommand', { RequestItems: { [TABLE]: { Keys: [page, { pk: 'x', sk: 'y' }] } } }),
      ).toBeUndefined();
      expect(prefetchedAnswer('BatchGetItemCommand', { RequestItems: { [TABLE]: { Keys: [other, page] } } })).toEqual({
        Responses: { [TABLE]: [item] },
        UnprocessedKeys: {},
      });
    }));

  it('sends what it cannot answer exactly: another table, a projection, another command, a key with more attributes', () =>
    withPrefetchScope(async () => {
      offer();
      expect(prefetchedAnswer('GetItemCommand', { TableName: 'other', Key: page })).toBeUndefined();
      expect(
        prefetchedAnswer('GetItemCommand', { TableName: TABLE, Key: page, ProjectionExpression: 'title' }),
      ).toBeUndefined();
      expect(prefetchedAnswer('QueryCommand', { TableName: TABLE, Key: page })).toBeUndefined();
      expect(prefetchedAnswer('GetItemCommand', { TableName: TABLE, Key: { ...page, extra: 1 } })).toBeUndefined();
      expect(
        prefetchedAnswer('BatchGetItemCommand', {
          RequestItems: { [TABLE]: { Keys: [page], ProjectionExpression: 'title' } },
        }),
      ).toBeUndefined();
    }));

  it('serves only the invocation that read the items', async () => {
    let resolve: () => void = () => undefined;
    const offered = new Promise<void>((done) => {
      resolve = done;
    });
    const first = withPrefetchScope(async () => {
      offer();
      resolve();
      await new Promise((done) => setTimeout(done, 10));
    });
    const second = withPrefetchScope(async () => {
      await offered;
      return prefetchedAnswer('GetItemCommand', { TableName: TABLE, Key: page });
    });
    const [, seen] = await Promise.all([first, second]);
    expect(seen).toBeUndefined();
    expect(prefetchedAnswer('GetItemCommand', { TableName: TABLE, Key: page })).toBeUndefined();
  });
});

describe('prefetchById(s)', () => {
  const key = (site: string, id: string) => ({ pk: `${site}#X`, sk: id });
  it('names the key only when the site is known and every parameter is an id', () => {
    expect(prefetchById('page', key)({ siteId: SITE, params: { page: ID } })).toEqual([key(SITE, ID)]);
    expect(prefetchById('page', key)({ siteId: undefined, params: { page: ID } })).toEqual([]);
    expect(prefetchById('page', key)({ siteId: SITE, params: { page: 'about/team' } })).toEqual([]);
    expect(prefetchById('page', key)({ siteId: SITE, params: {} })).toEqual([]);
    const both = prefetchByIds(['a', 'b'], (site, [a, b]) => [key(site, `${a}:${b}`)]);
    expect(both({ siteId: SITE, params: { a: ID, b: ID } })).toEqual([key(SITE, `${ID}:${ID}`)]);
    expect(both({ siteId: SITE, params: { a: ID, b: 'slug' } })).toEqual([]);
  });
});
