import { describe, expect, it } from 'vitest';
import { send } from '../../../lib/events/send.js';

// The guarded sender says when the address guard refused a URL (nothing sent, no retry helps),
// apart from a failure of the receiver, without its callers reading the error's wording.
describe('send', () => {
  it('marks a URL the guard refuses by its form, or by the address its name resolves to, as forbidden', async () => {
    const byForm = await send('https://127.0.0.1/hook', {}, '{}', { allowPrivate: false });
    expect(byForm).toMatchObject({ status: null, ok: false, forbidden: true });
    const byAddress = await send('https://localhost:9/hook', {}, '{}', { allowPrivate: false });
    expect(byAddress).toMatchObject({ status: null, ok: false, forbidden: true });
  });

  it('does not mark a receiver that is simply not there', async () => {
    const refused = await send('http://127.0.0.1:9/hook', {}, '{}', { allowPrivate: true });
    expect(refused.ok).toBe(false);
    expect(refused.status).toBeNull();
    expect(refused.forbidden).toBeUndefined();
    expect(refused.error).toMatch(/connection failed/);
  });
});
