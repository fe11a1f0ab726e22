import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../../harness/eventually.js';
import { startReceiver, type Received, type Receiver } from '../../harness/webhook-receiver.js';
import { useApi, type Owner } from '../helpers/api.js';

const api = useApi({ events: true });
let owner: Owner;
beforeAll(async () => {
  owner = await api.owner();
});

const FIRST = '2026-11-22';
const PROBLEMS = '2026-12-01';

/** A raw request (the contract check of api.request knows the first version's document only). */
const send = async (
  method: string,
  path: string,
  options: { version?: string; token?: string; site?: string; body?: unknown; headers?: Record<string, string> } = {},
) => {
  const headers: Record<string, string> = { ...options.headers };
  if (options.version !== undefined) headers['x-service-version'] = options.version;
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.site) headers['x-service-site'] = options.site;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${api.url}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  return {
    status: res.status,
    headers: res.headers,
    text,
    body: text ? (JSON.parse(text) as Record<string, any>) : undefined,
  };
};

const asOwner = () => ({ token: owner.token, site: owner.site.id });

describe('the first version', () => {
  it('answers a request without a version exactly as before, saying which version answered', async () => {
    const res = await send('GET', '/pages/nope', asOwner());
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.text).toBe('{"code":"not_found","message":"Page not found"}');
    expect(res.headers.get('x-service-version')).toBe(FIRST);
    expect(res.headers.get('deprecation')).toBeNull();
  });

  it('keeps the field list of a 422 byte for byte', async () => {
    const res = await send('POST', '/pages', { ...asOwner(), version: FIRST, body: { title: 5 } });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body ?? {})).toEqual(['code', 'message', 'errors']);
    expect(res.body?.code).toBe('validation_failed');
    expect(res.headers.get('x-service-version')).toBe(FIRST);
  });

  it('answers successes in the version too', async () => {
    const res = await send('GET', '/site', asOwner());
    expect(res.status).toBe(200);
    expect(res.headers.get('x-service-version')).toBe(FIRST);
    expect(res.headers.get('access-control-expose-headers')).toContain('x-service-version');
    // A cache keeps one answer per version: a later change may render the same resource differently.
    expect(res.headers.get('vary')).toContain('X-Service-Version');
    const unauthenticated = await send('GET', '/site');
    expect(unauthenticated.status).toBe(401);
    expect(unauthenticated.headers.get('x-service-version')).toBe(FIRST);
  });
});

describe('X-Service-Version', () => {
  it('refuses an unknown version with 400 unknown_version listing the supported ones, changing nothing', async () => {
    const before = await send('GET', '/site', asOwner());
    const res = await send('PATCH', '/site', {
      ...asOwner(),
      version: '2020-01-01',
      body: { name: 'Renamed by a bad version' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'unknown_version',
      message: `Unknown API version "2020-01-01"; supported versions: ${FIRST}, ${PROBLEMS}`,
      details: { supported: [FIRST, PROBLEMS] },
    });
    expect(res.headers.get('x-service-version')).toBe(FIRST);
    const after = await send('GET', '/site', asOwner());
    expect(after.body?.name).toBe(before.body?.name);
  });

  it('renders errors as RFC 9457 problem details from 2026-12-01 on', async () => {
    const res = await send('GET', '/pages/nope', { ...asOwner(), version: PROBLEMS });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toBe('application/problem+json; charset=utf-8');
    expect(res.headers.get('x-service-version')).toBe(PROBLEMS);
    expect(res.body).toEqual({
      type: `${api.url}/docs#error-not_found`,
      title: 'Not Found',
      status: 404,
      detail: 'Page not found',
      instance: expect.any(String),
      code: 'not_found',
    });
    const invalid = await send('POST', '/pages', { ...asOwner(), version: PROBLEMS, body: { title: 5 } });
    expect(invalid.status).toBe(422);
    expect(invalid.body).toMatchObject({
      status: 422,
      code: 'validation_failed',
      errors: [expect.objectContaining({ field: 'title' })],
    });
    const unauthenticated = await send('GET', '/site', { version: PROBLEMS });
    expect(unauthenticated.body).toMatchObject({
      status: 401,
      code: 'missing_token',
      type: `${api.url}/docs#error-missing_token`,
    });
    expect(unauthenticated.headers.get('www-authenticate')).toContain('Bearer');
  });

  it('leaves successful answers alone', async () => {
    const first = await send('GET', '/site', asOwner());
    const newest = await send('GET', '/site', { ...asOwner(), version: PROBLEMS });
    expect(newest.status).toBe(200);
    expect(newest.body).toEqual(first.body);
  });

  it('keeps RFC 6749 error bodies under /oauth2 in every version', async () => {
    for (const version of [FIRST, PROBLEMS]) {
      const res = await send('POST', '/oauth2/token', {
        version,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(res.status).toBe(401);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(res.body).toEqual({ error: 'invalid_client', error_description: expect.any(String) });
      expect(res.body).not.toHaveProperty('code');
      expect(res.headers.get('x-service-version')).toBe(version);
    }
  });
});

describe('GET /versions', () => {
  it('lists every served version, oldest first, with status and changelog, without a token', async () => {
    const res = await api.request('GET', '/versions');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { version: FIRST, released_at: '2026-11-22T00:00:00Z', status: 'supported', changes: [] },
      {
        version: PROBLEMS,
        released_at: '2026-12-01T00:00:00Z',
        status: 'current',
        changes: expect.arrayContaining([
          { description: expect.stringContaining('RFC 9457'), affects: ['error answers'] },
        ]),
      },
    ]);
    expect(res.headers.get('x-service-version')).toBe(FIRST);
  });
});

describe('the site pin', () => {
  it('PATCH /site {api_version} pins the site, GET /site shows it, and the header still wins', async () => {
    const site = await api.owner();
    const as = { token: site.token, site: site.site.id };
    const unpinned = await api.request('GET', '/site', as);
    expect(unpinned.body.api_version).toBeNull();
    const member = await api.request('POST', `/sites/${site.site.id}/members`, {
      token: site.token,
      body: { email: `m-${Date.now()}@example.com`, name: 'Member', password: 'member-password-1' },
    });
    expect(member.status, member.text).toBe(201);

    const pinned = await api.request('PATCH', '/site', { ...as, body: { api_version: PROBLEMS } });
    expect(pinned.status, pinned.text).toBe(200);
    expect(pinned.body.api_version).toBe(PROBLEMS);
    expect((await send('GET', '/site', as)).body?.api_version).toBe(PROBLEMS);

    const byPin = await send('GET', '/pages/nope', as);
    expect(byPin.headers.get('x-service-version')).toBe(PROBLEMS);
    expect(byPin.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    const byHeader = await send('GET', '/pages/nope', { ...as, version: FIRST });
    expect(byHeader.headers.get('x-service-version')).toBe(FIRST);
    expect(byHeader.text).toBe('{"code":"not_found","message":"Page not found"}');

    // A member signing in afterwards gets a token that carries the pin too.
    const login = await api.request('POST', '/auth/login', {
      body: { email: member.body.user.email, password: 'member-password-1' },
    });
    expect(login.status, login.text).toBe(201);
    const asMember = await send('GET', '/pages/nope', { token: login.body.token, site: site.site.id });
    expect(asMember.headers.get('x-service-version')).toBe(PROBLEMS);

    const unpin = await send('PATCH', '/site', { ...as, body: { api_version: null } });
    expect(unpin.status).toBe(200);
    expect(unpin.body?.api_version).toBeNull();
    const back = await send('GET', '/pages/nope', as);
    expect(back.headers.get('x-service-version')).toBe(FIRST);
    expect(back.text).toBe('{"code":"not_found","message":"Page not found"}');
  });

  it('answers in the pin what is refused after the token was read: a malformed body, a missing scope, an empty header', async () => {
    const site = await api.owner();
    const as = { token: site.token, site: site.site.id };
    expect((await api.request('PATCH', '/site', { ...as, body: { api_version: PROBLEMS } })).status).toBe(200);
    const problem = (res: Awaited<ReturnType<typeof send>>, status: number, code: string) => {
      expect(res.status, res.text).toBe(status);
      expect(res.headers.get('x-service-version')).toBe(PROBLEMS);
      expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      expect(res.body?.code).toBe(code);
    };

    const malformed = await fetch(`${api.url}/pages`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${site.token}`,
        'x-service-site': site.site.id,
        'content-type': 'application/json',
      },
      body: '{"title": ',
    });
    const text = await malformed.text();
    problem(
      { status: malformed.status, headers: malformed.headers, text, body: JSON.parse(text) },
      400,
      'malformed_json',
    );

    const reader = await api.siteToken(site, ['read_content']);
    problem(await send('POST', '/pages', { token: reader, body: { title: 'Refused' } }), 403, 'insufficient_scope');

    // An empty header names no version: the pin answers, not the first version.
    problem(await send('GET', '/pages/nope', { ...as, version: ' ' }), 404, 'not_found');
  });

  it('refuses to pin a version that does not exist, changing nothing', async () => {
    const res = await api.request('PATCH', '/site', { ...asOwner(), body: { api_version: '2031-01-01' } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([
      { field: 'api_version', code: 'invalid', message: expect.stringContaining(`${FIRST}, ${PROBLEMS}`) },
    ]);
    expect((await api.request('GET', '/site', asOwner())).body.api_version).toBeNull();
  });
});

describe('webhook payloads', () => {
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver.close();
  });
  const body = (request: Received) => JSON.parse(request.body) as Record<string, any>;

  it('are rendered in the version of each webhook: an upgraded site does not break the receivers it did not move', async () => {
    const site = await api.owner();
    const as = { token: site.token, site: site.site.id };
    const old = await api.request('POST', '/webhooks', {
      ...as,
      body: { url: `${receiver.url}/old`, events: ['page.created'] },
    });
    expect(old.status, old.text).toBe(201);
    expect(old.body.api_version).toBe(FIRST);
    expect((await api.request('PATCH', '/site', { ...as, body: { api_version: PROBLEMS } })).status).toBe(200);
    const made = await api.request('POST', '/webhooks', {
      ...as,
      body: { url: `${receiver.url}/new`, events: ['page.created'] },
    });
    expect(made.status, made.text).toBe(201);
    expect(made.body.api_version).toBe(PROBLEMS);

    const page = await api.request('POST', '/pages', { ...as, body: { title: 'Versioned' } });
    expect(page.status, page.text).toBe(201);
    const forPage = (path: string) => (request: Received) =>
      request.path === path && body(request).data?.object?.id === page.body.id;
    const [first] = await receiver.waitFor(1, forPage('/old'));
    const [newest] = await receiver.waitFor(1, forPage('/new'));
    expect(Object.keys(body(first!))).toEqual(['type', 'timestamp', 'data']);
    expect(Object.keys(body(newest!))).toEqual(['id', 'type', 'created_at', 'data']);
    expect(body(newest!).id).toBe(newest!.headers['webhook-id']);
    expect(body(newest!).created_at).toBe(body(first!).timestamp);
    expect(body(newest!).data).toEqual(body(first!).data);

    // What the log shows is what was sent.
    const deliveries = await api.request('GET', `/webhooks/${made.body.id}/deliveries`, as);
    const logged = await api.request('GET', `/webhooks/${made.body.id}/deliveries/${deliveries.body[0].id}`, as);
    expect(logged.body.payload).toEqual(body(newest!));

    // A ping is sent in the webhook's version and logged as sent, once sent.
    const pingAndLog = async (webhookId: string, path: string) => {
      const queued = await api.request('POST', `/webhooks/${webhookId}/ping`, as);
      expect(queued.status).toBe(202);
      const [ping] = await receiver.waitFor(
        1,
        (request) => request.path === path && request.headers['webhook-id'] === queued.body.event_id,
      );
      const log = await eventually(
        () => api.request('GET', `/webhooks/${webhookId}/deliveries/${queued.body.id}`, as),
        (res) => res.body.attempts === 1,
      );
      expect(log.body.payload).toEqual(body(ping!));
      return body(ping!);
    };
    expect(Object.keys(await pingAndLog(old.body.id, '/old'))).toEqual(['type', 'timestamp', 'data']);

    // Moving the old receiver is one PUT; a ping follows the webhook's version too.
    const moved = await api.request('PUT', `/webhooks/${old.body.id}`, { ...as, body: { api_version: PROBLEMS } });
    expect(moved.body.api_version, moved.text).toBe(PROBLEMS);
    expect(Object.keys(await pingAndLog(old.body.id, '/old'))).toEqual(['id', 'type', 'created_at', 'data']);
  });
});

describe('the OpenAPI document per version', () => {
  it('serves the first version by default and each version on ?version=, with problem details from 2026-12-01', async () => {
    const first = await send('GET', '/openapi.json');
    expect(first.status).toBe(200);
    expect(first.body?.info['x-service-version']).toBe(FIRST);
    expect(Object.keys(first.body?.components.responses.NotFound.content)).toEqual(['application/json']);

    const newest = await send('GET', `/openapi.json?version=${PROBLEMS}`);
    expect(newest.status).toBe(200);
    expect(newest.body?.info['x-service-version']).toBe(PROBLEMS);
    expect(newest.body?.paths).toEqual(first.body?.paths);
    expect(newest.body?.components.responses.NotFound.content).toEqual({
      'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } },
    });
    // OAuth answers keep their own body in every version.
    expect(newest.body?.components.responses.OAuthBadRequest).toEqual(first.body?.components.responses.OAuthBadRequest);

    // A real problem answer is valid against the document's Problem schema.
    const { Ajv2020 } = await import('ajv/dist/2020.js');
    const ajv = new Ajv2020({ strict: false });
    ajv.addSchema({ $id: 'doc', components: newest.body?.components });
    const valid = ajv.compile({ $ref: 'doc#/components/schemas/Problem' });
    const problem = await send('POST', '/pages', { ...asOwner(), version: PROBLEMS, body: { title: 5 } });
    expect(valid(problem.body), JSON.stringify(valid.errors)).toBe(true);

    const unknown = await send('GET', '/openapi.json?version=1999-01-01');
    expect(unknown.status).toBe(400);
    expect(unknown.body?.code).toBe('unknown_version');
  });

  it('the typed client sends the version it was generated from', async () => {
    const { createSiteApi } = await import('../../client/index.js');
    const { API_VERSION } = await import('../../client/openapi-types.js');
    expect(API_VERSION).toBe(FIRST);
    const sent: (string | null)[] = [];
    const client = createSiteApi({
      baseUrl: api.url,
      token: owner.token,
      site: owner.site.id,
      fetch: async (request: Request) => {
        sent.push(request.headers.get('x-service-version'));
        return fetch(request);
      },
    });
    const { response } = await client.GET('/site');
    expect(sent).toEqual([FIRST]);
    expect(response.headers.get('x-service-version')).toBe(FIRST);
  });
});
