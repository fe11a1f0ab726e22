import { describe, expect, it, vi } from 'vitest';
import type { Principal } from '../../../lib/auth/principal.js';
import type { TokenRecord } from '../../../lib/auth/token-record.js';
import { actorOf, changeHistory, historyEntry, historyPut, providerActor } from '../../../lib/orders/history.js';

const token = (extra: Partial<TokenRecord>): TokenRecord => ({
  id: 't'.repeat(24),
  kind: 'site',
  scopes: [],
  master: false,
  hint: 'abc',
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  sites: {},
  ...extra,
});
const principal = (extra: Partial<TokenRecord>): Principal => ({ token: token(extra), granted: [], scopes: [] });
const ORDER = { id: 'a'.repeat(24), customer_id: null };

describe('actorOf', () => {
  it('names the customer a request acts as, else the user of a user token, else the token', () => {
    expect(actorOf(principal({ kind: 'user', userId: 'u1' }), 'c1')).toEqual({ type: 'customer', id: 'c1' });
    expect(actorOf(principal({ kind: 'user', userId: 'u1' }))).toEqual({ type: 'user', id: 'u1' });
    expect(actorOf(principal({ kind: 'site' }))).toEqual({ type: 'token', id: 't'.repeat(24) });
    expect(providerActor('stripe')).toEqual({ type: 'provider', id: 'stripe' });
  });
});

describe('history entries', () => {
  it('carry a time-ordered id, the order and its buyer, and an actor without an undefined id', () => {
    const at = new Date('2026-05-01T10:00:00Z');
    const entry = historyEntry({ id: ORDER.id, customer_id: 'c1' }, 'note', { type: 'system' }, { text: 'x' }, at);
    expect(entry).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      order_id: ORDER.id,
      customer_id: 'c1',
      at: '2026-05-01T10:00:00Z',
      kind: 'note',
      actor: { type: 'system' },
      details: { text: 'x' },
    });
    expect(entry.id.slice(0, 8)).toBe(Math.floor(at.getTime() / 1000).toString(16));
    expect(Object.keys(historyEntry(ORDER, 'created', { type: 'system', id: undefined }).actor)).toEqual(['type']);
  });

  it('are a fresh Put labelled history', () => {
    const put = historyPut('s'.repeat(24), ORDER, 'created', { type: 'system' });
    expect(put.label).toBe('history');
    expect(put.Put?.ConditionExpression).toBe('attribute_not_exists(pk)');
    expect(put.Put?.Item?.pk).toBe(`${'s'.repeat(24)}#ORDER_HISTORY#${ORDER.id}`);
  });

  it('add a status_changed entry to a change only when it moves the status', () => {
    const before = { ...ORDER, status: 'pending' };
    const actor = providerActor('test');
    expect(changeHistory('s'.repeat(24), before, { status: 'pending' }, 'payment_event', actor, {})).toHaveLength(1);
    const moved = changeHistory('s'.repeat(24), before, { status: 'paid' }, 'payment_event', actor, {});
    expect(moved.map((item) => item.Put?.Item?.kind)).toEqual(['payment_event', 'status_changed']);
    expect(moved[1]?.Put?.Item?.details).toEqual({ from: 'pending', to: 'paid', note: null });
  });
});

describe('history ids', () => {
  // Two Lambdas writing one order's history, each with its own counter: the one that counted further
  // writes first, in the same second.
  const processWithCounter = async (fill: number) => {
    vi.resetModules();
    vi.doMock('node:crypto', async (original) => ({
      ...(await original<typeof import('node:crypto')>()),
      randomBytes: (size: number) => Buffer.alloc(size, fill),
    }));
    const module = await import('../../../lib/orders/history.js');
    vi.doUnmock('node:crypto');
    return module;
  };

  it('sort two processes by the millisecond, whatever their counters', async () => {
    const ahead = await processWithCounter(0xff);
    const behind = await processWithCounter(0x00);
    const first = ahead.historyEntry(ORDER, 'created', { type: 'system' }, {}, new Date('2026-05-01T10:00:00.100Z'));
    const second = behind.historyEntry(
      ORDER,
      'payment_started',
      { type: 'system' },
      {},
      new Date('2026-05-01T10:00:00.900Z'),
    );
    expect(second.id > first.id).toBe(true);
    expect(first.id.slice(0, 8)).toBe(second.id.slice(0, 8));
    expect([second.id, first.id].sort()).toEqual([first.id, second.id]);
  });

  it('sort one process by its counter within a millisecond, and by second before anything else', async () => {
    const { historyId } = await import('../../../lib/orders/history.js');
    const at = new Date('2026-05-01T10:00:00.500Z');
    const ids = [historyId(at), historyId(at), historyId(at)];
    expect([...ids].sort()).toEqual(ids);
    expect(historyId(new Date('2026-05-01T10:00:01.000Z')) > historyId(new Date('2026-05-01T10:00:00.999Z'))).toBe(
      true,
    );
    expect(ids[0]).toMatch(/^[0-9a-f]{24}$/);
  });
});
