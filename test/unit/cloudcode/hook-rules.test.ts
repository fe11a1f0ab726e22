import { describe, expect, it } from 'vitest';
import { DEPTH_ATTRIBUTE, depthAttributes, hookChanges, updateWithDepth } from '../../../lib/cloudcode/hook-rules.js';

describe('hookChanges', () => {
  const shown = { id: 'c1', email: 'a@example.com', phone: null, tags: ['x'], fields: { a: 1, b: 2 } };
  const editable = ['email', 'phone', 'tags', 'fields'];

  it('takes back the editable fields whose values changed, and nothing a hook left alone', () => {
    expect(hookChanges(shown, { ...shown }, editable)).toEqual({});
    expect(hookChanges(shown, { ...shown, email: 'b@example.com', phone: '+32 1' }, editable)).toEqual({ email: 'b@example.com', phone: '+32 1' });
    // Compared by value: an equal copy is no change, a nested change is (the whole value comes back).
    expect(hookChanges(shown, { ...shown, tags: ['x'], fields: { a: 1, b: 2 } }, editable)).toEqual({});
    expect(hookChanges(shown, { ...shown, fields: { a: 1, b: 3 } }, editable)).toEqual({ fields: { a: 1, b: 3 } });
    // Cleared with null is a change; a field removed (or set to undefined) is not.
    expect(hookChanges(shown, { ...shown, email: null }, editable)).toEqual({ email: null });
    const { email: _email, ...withoutEmail } = shown;
    expect(hookChanges(shown, { ...withoutEmail, phone: undefined }, editable)).toEqual({});
  });

  it('ignores fields that are not editable (ids, urls, counts) and what is not an object', () => {
    expect(hookChanges(shown, { ...shown, id: 'other', url: 'x', redemption_count: 9 }, editable)).toEqual({});
    // A field the write does not show (a password) may still be set when it is editable; hidden ones are left out of `editable` by the caller.
    expect(hookChanges(shown, { ...shown, password: 'secret-123' }, [...editable, 'password'])).toEqual({ password: 'secret-123' });
    for (const result of [null, undefined, 'text', 3, ['email']]) expect(hookChanges(shown, result, editable)).toEqual({});
  });

  it('never reads inherited properties as changes', () => {
    const polluted = Object.create({ email: 'proto@example.com' }) as Record<string, unknown>;
    expect(hookChanges(shown, polluted, editable)).toEqual({});
  });
});

describe('depthAttributes', () => {
  it('stores nothing for a client\'s write and the depth for cloud code\'s', () => {
    expect(depthAttributes(0)).toEqual({});
    expect(depthAttributes(2)).toEqual({ [DEPTH_ATTRIBUTE]: 2 });
  });
});

describe('updateWithDepth', () => {
  it('removes the depth on a client\'s write, with the clauses it is given', () => {
    expect(updateWithDepth({ set: ['a = :a', 'b = :b'], add: ['version :one'] }, 0, { ':a': 1, ':b': 2, ':one': 1 })).toEqual({
      UpdateExpression: 'SET a = :a, b = :b ADD version :one REMOVE cloud_code_depth',
      ExpressionAttributeValues: { ':a': 1, ':b': 2, ':one': 1 },
    });
  });

  it('sets the depth on cloud code\'s write, in the SET clause it has or a new one', () => {
    expect(updateWithDepth({ add: ['redemption_count :one', 'version :one'] }, 3, { ':one': 1 })).toEqual({
      UpdateExpression: 'SET cloud_code_depth = :cloudCodeDepth ADD redemption_count :one, version :one',
      ExpressionAttributeValues: { ':one': 1, ':cloudCodeDepth': 3 },
    });
    expect(updateWithDepth({ remove: ['m.#o'], set: ['n = n - :one'], add: ['version :one'] }, 1, { ':one': 1 }).UpdateExpression)
      .toBe('SET n = n - :one, cloud_code_depth = :cloudCodeDepth ADD version :one REMOVE m.#o');
    expect(updateWithDepth({ remove: ['m.#o'] }, 0).UpdateExpression).toBe('REMOVE m.#o, cloud_code_depth');
  });

  it('leaves ExpressionAttributeValues out when there are none (DynamoDB refuses an empty map)', () => {
    expect(updateWithDepth({ remove: ['x'] }, 0)).toEqual({ UpdateExpression: 'REMOVE x, cloud_code_depth' });
  });
});
