import { beforeAll, describe, expect, it } from 'vitest';
import { createSiteApi, data, SiteApiError } from '../../client/index.js';
import { useApi, unique, type Owner } from '../helpers/api.js';

// The typed client (client/) against the real local server.
const api = useApi();
let owner: Owner;
beforeAll(async () => {
  owner = await api.owner();
});

const client = (options: Partial<Parameters<typeof createSiteApi>[0]> = {}) =>
  createSiteApi({ baseUrl: api.url, token: owner.token, site: owner.site.subdomain, ...options });

describe('the typed client', () => {
  it('creates and reads typed resources', async () => {
    const site = client();
    const theme = await data(site.POST('/themes', { body: { name: unique('Theme ') } }));
    const bundle = await data(site.GET('/themes/{theme}', { params: { path: { theme: theme.short } } }));
    expect(bundle.theme.id).toBe(theme.id);
    const snippet = await data(
      site.POST('/themes/{theme}/snippets', {
        params: { path: { theme: theme.id } },
        body: { name: 'a/b.liquid', code: 'x' },
      }),
    );
    expect(snippet.checksum).toMatch(/^[0-9a-f]{64}$/);
    // Names with / travel as one encoded path segment.
    expect(
      await data(
        site.GET('/themes/{theme}/snippets/{name}', { params: { path: { theme: theme.id, name: 'a/b.liquid' } } }),
      ),
    ).toMatchObject({ code: 'x' });
  });

  it('iterates every item of a list across pages by its Link header', async () => {
    const site = client();
    const created = [];
    for (let i = 0; i < 5; i += 1) created.push(await data(site.POST('/themes', { body: { name: unique('Paged ') } })));
    const before = api.requestLog.length;
    const seen: string[] = [];
    for await (const theme of site.paginate('/themes', { params: { query: { per_page: 2 } } })) seen.push(theme.id);
    expect(seen).toEqual(expect.arrayContaining(created.map((theme) => theme.id)));
    expect(new Set(seen).size).toBe(seen.length);
    const pages = api.requestLog.slice(before).filter((entry) => entry.path.startsWith('/themes'));
    expect(pages.length).toBe(Math.ceil(seen.length / 2));
    expect(pages.slice(1).every((entry) => entry.path.includes('cursor='))).toBe(true);
  });

  it("throws the API's error with status, code, message and field errors", async () => {
    const error = (await client()
      .POST('/themes', { body: { name: '' } })
      .catch((caught: unknown) => caught)) as SiteApiError;
    expect(error).toBeInstanceOf(SiteApiError);
    expect(error.status).toBe(422);
    expect(error.code).toBe('validation_failed');
    expect(error.message).toEqual(expect.any(String));
    expect(error.errors).toEqual([expect.objectContaining({ field: 'name' })]);

    const denied = (await client({ token: 'smp_wrong' })
      .GET('/site')
      .catch((caught: unknown) => caught)) as SiteApiError;
    expect(denied).toMatchObject({
      status: 401,
      code: 'invalid_token',
      message: 'The bearer token is invalid or has been revoked',
    });
  });

  it('retries a POST whose answer was lost with the same Idempotency-Key, so the server creates once', async () => {
    const name = unique('Once ');
    let calls = 0;
    const lossy = async (request: Request) => {
      calls += 1;
      const response = await fetch(request);
      // The first answer is lost on the way back, after the server acted on the request.
      if (calls === 1) {
        await response.body?.cancel();
        throw new TypeError('socket hang up');
      }
      return response;
    };
    const site = client({ fetch: lossy, retry: { baseDelayMs: 1 } });
    const result = await site.POST('/themes', { body: { name } });
    expect(result.response.status).toBe(201);
    expect(result.response.headers.get('idempotent-replayed')).toBe('true');
    const named = [];
    for await (const theme of client().paginate('/themes', { params: { query: { per_page: 100 } } }))
      if (theme.name === name) named.push(theme);
    expect(named).toHaveLength(1);
  });
});
