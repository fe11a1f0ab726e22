import { describe, expect, it } from 'vitest';
import { hookChanges } from '../../../lib/cloudcode/hook-rules.js';

describe('hookChanges', () => {
  const shown = { id: 'c1', email: 'a@example.com', phone: null, tags: ['x'], fields: { a: 1, b: 2 } };
  const editable = ['email', 'phone', 'tags', 'fields'];

  it('takes back the editable fields whose values changed, and nothing a hook left alone', () => {
    expect(hookChanges(shown, { ...shown }, editable)).toEqual({});
    expect(hookChanges(shown, { ...shown, email: 'b@example.com', phone: '+32 1' }, editable)).toEqual({
      email: 'b@example.com',
      phone: '+32 1',
    });
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
    expect(hookChanges(shown, { ...shown, password: 'secret-123' }, [...editable, 'password'])).toEqual({
      password: 'secret-123',
    });
    for (const result of [null, undefined, 'text', 3, ['email']])
      expect(hookChanges(shown, result, editable)).toEqual({});
  });

  it('never reads inherited properties as changes', () => {
    const polluted = Object.create({ email: 'proto@example.com' }) as Record<string, unknown>;
    expect(hookChanges(shown, polluted, editable)).toEqual({});
  });
});
