import { beforeEach, describe, expect, it, vi } from 'vitest';

// The store is DynamoDB: mocked here so the middleware's own decisions are tested alone
// (test/integration/idempotency.test.ts runs both against DynamoDB Local).
const store = vi.hoisted(() => ({
  claim: vi.fn(),
  complete: vi.fn(),
  release: vi.fn(),
}));
vi.mock('../../../../lib/db/idempotency-store.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../../lib/db/idempotency-store.js')>()),
  claimIdempotencyKey: store.claim,
  completeIdempotencyKey: store.complete,
  releaseIdempotencyKey: store.release,
}));

const { idempotency } = await import('../../../../lib/http/middleware/idempotency.js');
const { fingerprint } = await import('../../../../lib/db/idempotency-store.js');

const request = (key: string | undefined, body = '{"title":"A"}') => ({
  event: { headers: key === undefined ? {} : { 'idempotency-key': key }, rawPath: '/pages', rawQueryString: '', body },
  context: { principal: { site: { id: 'site1' }, token: { id: 't1', userId: 'u1' } } } as Record<string, unknown>,
  response: undefined as unknown,
});
const print = (body = '{"title":"A"}') => fingerprint(['/pages', '', body]);

describe('idempotency', () => {
  const middleware = idempotency({ route: 'create-page' });
  beforeEach(() => {
    store.claim.mockReset();
    store.complete.mockReset();
    store.release.mockReset();
  });

  it('does nothing, and costs nothing, for a request without the header', async () => {
    const req = request(undefined);
    await middleware.before?.(req as never);
    expect(store.claim).not.toHaveBeenCalled();
    expect(req.context.idempotencyClaim).toBeUndefined();
  });

  it('refuses a malformed key with 400 before touching the store', async () => {
    for (const key of ['', 'a'.repeat(256), 'has space', 'caf\u00e9']) {
      await expect(middleware.before?.(request(key) as never)).rejects.toMatchObject({
        status: 400,
        code: 'invalid_idempotency_key',
      });
    }
    expect(store.claim).not.toHaveBeenCalled();
  });

  it("claims a new key in the site's partition, then stores the answer with only the resource headers", async () => {
    store.claim.mockResolvedValue(undefined);
    const req = request('key-1');
    await middleware.before?.(req as never);
    const [key, fp] = store.claim.mock.calls[0] as [{ pk: string; sk: string }, string];
    expect(key.pk).toBe('site1#IDEMPOTENCY');
    expect(key.sk.startsWith('create-page#')).toBe(true);
    expect(fp).toBe(print());
    req.response = {
      statusCode: 201,
      headers: {
        'content-type': 'application/json',
        location: '/pages/x',
        'x-ratelimit-remaining': '9',
        'x-oauth-scopes': 'a',
      },
      body: '{"id":"x"}',
    };
    await middleware.after?.(req as never);
    expect(store.complete).toHaveBeenCalledWith(key, {
      statusCode: 201,
      headers: { 'content-type': 'application/json', location: '/pages/x' },
      body: '{"id":"x"}',
    });
  });

  it('replays the stored answer for the same request, refuses the key for another (422) or while in progress (409 + Retry-After)', async () => {
    const stored = { statusCode: 201, headers: {}, body: '{"id":"x"}' };
    store.claim.mockResolvedValue({ state: 'completed', fingerprint: print(), response: stored });
    const replay = request('key-1');
    await middleware.before?.(replay as never);
    expect(replay.context.idempotentReplay).toEqual(stored);
    await expect(middleware.before?.(request('key-1', '{"title":"B"}') as never)).rejects.toMatchObject({
      status: 422,
      code: 'idempotency_key_reused',
    });
    store.claim.mockResolvedValue({ state: 'in_progress', fingerprint: print() });
    await expect(middleware.before?.(request('key-1') as never)).rejects.toMatchObject({
      status: 409,
      code: 'idempotency_in_progress',
      headers: { 'retry-after': '1' },
    });
  });

  it('releases the key when the request fails or answers 5xx, so the retry runs again', async () => {
    store.claim.mockResolvedValue(undefined);
    const failed = request('key-2');
    await middleware.before?.(failed as never);
    await middleware.onError?.(failed as never);
    const crashed = request('key-3');
    await middleware.before?.(crashed as never);
    crashed.response = { statusCode: 503, headers: {}, body: '{}' };
    await middleware.after?.(crashed as never);
    expect(store.release).toHaveBeenCalledTimes(2);
    expect(store.complete).not.toHaveBeenCalled();
  });
});
