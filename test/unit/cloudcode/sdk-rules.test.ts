import { describe, expect, it } from 'vitest';
import { listQuery, sdkRequest } from '../../../lib/cloudcode/sdk-rules.js';

describe('sdkRequest', () => {
  it('maps each call to its route, with ids and channels encoded', () => {
    expect(
      sdkRequest({
        resource: 'entries',
        channel: 'news',
        action: 'list',
        query: { where: { city: 'ghent', starts: { gte: '2026-06-01' } }, sort: '-starts', per_page: 10 },
      }),
    ).toEqual({
      method: 'GET',
      path: '/channels/news/entries?where%5Bcity%5D=ghent&where%5Bstarts%5D%5Bgte%5D=2026-06-01&sort=-starts&per_page=10',
    });
    expect(sdkRequest({ resource: 'entries', channel: 'news', action: 'get', id: 'café' })).toEqual({
      method: 'GET',
      path: '/channels/news/entries/caf%C3%A9',
    });
    expect(sdkRequest({ resource: 'entries', channel: 'news', action: 'delete', id: 'x' })).toEqual({
      method: 'DELETE',
      path: '/channels/news/entries/x',
    });
    expect(sdkRequest({ resource: 'products', action: 'create', body: { name: 'Mug' } })).toEqual({
      method: 'POST',
      path: '/products',
      body: { name: 'Mug' },
    });
    expect(sdkRequest({ resource: 'customers', action: 'update', id: 'c1', body: { first_name: 'A' } })).toEqual({
      method: 'PUT',
      path: '/customers/c1',
      body: { first_name: 'A' },
    });
    expect(sdkRequest({ resource: 'coupons', action: 'list' })).toEqual({ method: 'GET', path: '/coupons' });
    expect(sdkRequest({ resource: 'orders', action: 'create', body: {} })).toEqual({
      method: 'POST',
      path: '/orders',
      body: {},
    });
    const push = { target: { channels: ['news'] }, notification: { title: 'Hi' } };
    expect(sdkRequest({ resource: 'devices', action: 'push', body: push })).toEqual({
      method: 'POST',
      path: '/devices/push',
      body: push,
    });
  });

  it('refuses what is not an SDK call: unknown resources and actions, path tricks', () => {
    for (const call of [
      null,
      { resource: 'tokens', action: 'list' },
      { resource: 'orders', action: 'update', id: 'x' },
      { resource: 'products', action: 'delete', id: 'x' },
      { resource: 'devices', action: 'list' },
      { resource: 'devices', action: 'delete', id: 'x' },
      { resource: 'products', action: 'push' },
      { resource: 'entries', action: 'list' },
      { resource: 'entries', channel: '../tokens', action: 'list' },
      { resource: 'products', action: 'get', id: '..' },
      { resource: 'products', action: 'get', id: 'a/b' },
      { resource: 'products', action: 'get', id: 'x?y=1' },
      { resource: 'products', action: 'get', id: { a: 1 } },
    ])
      expect(sdkRequest(call), JSON.stringify(call)).toMatchObject({ status: 400, code: 'invalid_sdk_call' });
  });

  it('builds list queries from values, operators and lists, refusing objects where a value goes', () => {
    expect(listQuery({ where: { tags: { in: ['a', 'b'] } }, cursor: 'abc' })).toBe(
      '?where%5Btags%5D%5Bin%5D=a%2Cb&cursor=abc',
    );
    expect(listQuery(undefined)).toBe('');
    expect(listQuery({ where: { a: { gt: { deep: 1 } } } })).toMatchObject({ code: 'invalid_sdk_call' });
    expect(listQuery({ per_page: { x: 1 } })).toMatchObject({ code: 'invalid_sdk_call' });
    expect(listQuery([1])).toMatchObject({ code: 'invalid_sdk_call' });
  });
});
