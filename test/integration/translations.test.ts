import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSiteApi, data, isApiError } from '../../client/index.js';
import { db, TABLE_NAME } from '../../lib/db/client.js';
import { translationKeys } from '../../lib/translations/keys.js';
import { useApi, type Owner } from '../helpers/api.js';
import { retryingUnavailable } from '../../harness/test-payments.js';

const api = useApi();
let owner: Owner;
beforeAll(async () => {
  owner = await api.owner();
});

const as = (who: Owner = owner) => ({ token: who.token, site: who.site.id });

/** The item DynamoDB holds for a key of the owner's site (strongly consistent). */
const stored = async (key: string, who: Owner = owner) =>
  (
    await db.send(
      new GetCommand({
        TableName: TABLE_NAME,
        Key: translationKeys.translation(who.site.id, key),
        ConsistentRead: true,
      }),
    )
  ).Item;

const put = (key: string, values: Record<string, string | null>, who: Owner = owner) =>
  api.request('PUT', `/translations/${key}`, { ...as(who), body: { values } });

describe('translations: upsert, read, delete', () => {
  it('creates with PUT (201), then changes (200), merging locales and removing one with null', async () => {
    const first = await put('checkout.button.pay', { en: 'Pay', fr: 'Payer' });
    expect(first.status, first.text).toBe(201);
    expect(first.headers.get('location')).toBe(first.body.url);
    expect(first.body).toMatchObject({ key: 'checkout.button.pay', values: { en: 'Pay', fr: 'Payer' } });
    expect(first.body.url).toMatch(/\/translations\/checkout\.button\.pay$/);

    const second = await put('checkout.button.pay', { en: 'Pay now' });
    expect(second.status, second.text).toBe(200);
    expect(second.body.values).toEqual({ en: 'Pay now', fr: 'Payer' });
    expect(second.body.created_at).toBe(first.body.created_at);

    const third = await put('checkout.button.pay', { fr: null });
    expect(third.status, third.text).toBe(200);
    expect(third.body.values).toEqual({ en: 'Pay now' });
    expect((await stored('checkout.button.pay'))?.values).toEqual({ en: 'Pay now' });

    const read = await api.request('GET', '/translations/checkout.button.pay', as());
    expect(read.status).toBe(200);
    expect(read.body).toEqual(third.body);
  });

  it('upserts with POST /translations by key: 201 the first time, 200 after', async () => {
    const first = await api.request('POST', '/translations', {
      ...as(),
      body: { key: 'nav.home', values: { en: 'Home' } },
    });
    expect(first.status, first.text).toBe(201);
    const again = await api.request('POST', '/translations', {
      ...as(),
      body: { key: 'nav.home', values: { fr: 'Accueil' } },
    });
    expect(again.status, again.text).toBe(200);
    expect(again.body.values).toEqual({ en: 'Home', fr: 'Accueil' });
    expect((await stored('nav.home'))?.values).toEqual({ en: 'Home', fr: 'Accueil' });
  });

  it("refuses a locale that is not the site's with 422 invalid_locale, and writes nothing", async () => {
    const res = await put('refused.locale', { en: 'Yes', de: 'Ja' });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('invalid_locale');
    expect(res.body.errors).toEqual([expect.objectContaining({ field: 'values.de', code: 'invalid_locale' })]);
    expect(await stored('refused.locale')).toBeUndefined();
  });

  it('refuses bad keys, reserved keys and long values with 422 naming the field', async () => {
    for (const key of ['count', 'batch', 'resolve']) {
      const res = await put(key, { en: 'x' });
      expect(res.status, key).toBe(422);
      expect(res.body.errors[0].field).toBe('key');
      expect(res.body.errors[0].message).toMatch(/reserved/);
      expect(await stored(key)).toBeUndefined();
      const posted = await api.request('POST', '/translations', { ...as(), body: { key, values: { en: 'x' } } });
      expect(posted.status, key).toBe(422);
      expect(posted.body.errors[0].field).toBe('key');
    }
    const upper = await put('Checkout.Pay', { en: 'x' });
    expect(upper.status).toBe(422);
    expect(upper.body.errors[0].field).toBe('key');
    const long = await put('long.value', { en: 'x'.repeat(10_001) });
    expect(long.status).toBe(422);
    expect(long.body.errors[0].field).toBe('values.en');
    expect(await stored('long.value')).toBeUndefined();
    const notString = await api.request('PUT', '/translations/not.string', { ...as(), body: { values: { en: 3 } } });
    expect(notString.status).toBe(422);
    const unknown = await api.request('PUT', '/translations/unknown.field', { ...as(), body: { value: 'x' } });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors[0].code).toBe('unknown_field');
  });

  it('keeps both locales of two concurrent writes to a new key (the second reads again and merges)', async () => {
    const [en, fr] = await Promise.all([put('race.key', { en: 'Race' }), put('race.key', { fr: 'Course' })]);
    expect([en.status, fr.status].sort()).toEqual([200, 201]);
    expect((await stored('race.key'))?.values).toEqual({ en: 'Race', fr: 'Course' });
    expect((await stored('race.key'))?.version).toBe(2);
  });

  it('deletes a translation (204), then answers 404', async () => {
    expect((await put('to.delete', { en: 'Bye' })).status).toBe(201);
    expect((await api.request('DELETE', '/translations/to.delete', as())).status).toBe(204);
    expect(await stored('to.delete')).toBeUndefined();
    expect((await api.request('GET', '/translations/to.delete', as())).status).toBe(404);
    expect((await api.request('DELETE', '/translations/to.delete', as())).status).toBe(404);
  });

  it("does not show another site's translations", async () => {
    const other = await api.owner();
    expect((await put('private.key', { en: 'Mine' }, other)).status).toBe(201);
    expect((await api.request('GET', '/translations/private.key', as())).status).toBe(404);
    expect((await api.request('DELETE', '/translations/private.key', as())).status).toBe(404);
    expect((await stored('private.key', other))?.values).toEqual({ en: 'Mine' });
  });
});

describe('translations: the list', () => {
  let lister: Owner;
  beforeAll(async () => {
    lister = await api.owner();
    for (const [key, en, fr] of [
      ['account.title', 'Account', 'Compte'],
      ['checkout.button.pay', 'Pay', 'Payer'],
      ['checkout.title', 'Checkout', undefined],
      ['nav.home', 'Home', 'Accueil'],
    ] as const) {
      expect((await put(key, { en, ...(fr && { fr }) }, lister)).status).toBe(201);
    }
  });

  const keysOf = (body: { key: string }[]) => body.map((t) => t.key);

  it('lists in key order, paged', async () => {
    const res = await api.request('GET', '/translations?per_page=3', as(lister));
    expect(res.status, res.text).toBe(200);
    expect(keysOf(res.body)).toEqual(['account.title', 'checkout.button.pay', 'checkout.title']);
    const next = /<([^>]+)>; rel="next"/.exec(res.headers.get('link') ?? '')?.[1];
    expect(next).toBeDefined();
    const rest = await api.request(
      'GET',
      new URL(next as string).pathname + new URL(next as string).search,
      as(lister),
    );
    expect(keysOf(rest.body)).toEqual(['nav.home']);
  });

  it('filters by key prefix, with key.start as an alias', async () => {
    const byWhere = await api.request('GET', '/translations?where[key][prefix]=checkout.', as(lister));
    expect(byWhere.status, byWhere.text).toBe(200);
    expect(keysOf(byWhere.body)).toEqual(['checkout.button.pay', 'checkout.title']);
    const byAlias = await api.request('GET', '/translations?key.start=checkout.', as(lister));
    expect(keysOf(byAlias.body)).toEqual(['checkout.button.pay', 'checkout.title']);
    const none = await api.request('GET', '/translations?key.start=%23', as(lister));
    expect(none.status).toBe(200);
    expect(none.body).toEqual([]);
  });

  it('filters by updated_at, what changed since a sync', async () => {
    const all = await api.request('GET', '/translations', as(lister));
    // The second after the last write (timestamps have second precision), once it has come.
    const latest = Math.max(...all.body.map((t: { updated_at: string }) => Date.parse(t.updated_at)));
    const since = new Date(latest + 1000).toISOString();
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, latest + 1000 - Date.now())));
    expect((await put('nav.home', { en: 'Start' }, lister)).status).toBe(200);
    const changed = await api.request('GET', `/translations?where[updated_at][gte]=${since}`, as(lister));
    expect(changed.status, changed.text).toBe(200);
    expect(keysOf(changed.body)).toEqual(['nav.home']);
  });

  it("shows only one locale's values with locale=", async () => {
    const res = await api.request('GET', '/translations?locale=fr&key.start=checkout.', as(lister));
    expect(res.status, res.text).toBe(200);
    expect(res.body.map((t: { values: unknown }) => t.values)).toEqual([{ fr: 'Payer' }, {}]);
  });

  it('reverses the key order with sort=-key', async () => {
    const res = await api.request('GET', '/translations?sort=-key&key.start=checkout.', as(lister));
    expect(res.status, res.text).toBe(200);
    expect(keysOf(res.body)).toEqual(['checkout.title', 'checkout.button.pay']);
  });

  it('refuses an unknown filter field with 422', async () => {
    const res = await api.request('GET', '/translations?where[colour]=red', as(lister));
    expect(res.status).toBe(422);
    expect(res.body.errors[0].field).toBe('where[colour]');
  });
});

/** `count` entries `{key, values}` with keys `<prefix>.0000`, … in key order. */
const entries = (prefix: string, count: number, values: (i: number) => Record<string, string | null>) =>
  Array.from({ length: count }, (_, i) => ({ key: `${prefix}.${String(i).padStart(4, '0')}`, values: values(i) }));

const batch = (translations: unknown[], who: Owner = owner) =>
  api.request('POST', '/translations/batch', { ...as(who), body: { translations } });

describe('translations: the batch', () => {
  it('imports 1,000 translations in one batch, then reads them back as one translations.json with a 304 after', async () => {
    const importer = await api.owner();
    expect((await put('aaa.first', { en: 'First' }, importer)).status).toBe(201);
    // Sent again if answered 503 (its writes outlasting the function's time on a loaded machine), as the
    // CLI does: the batch is safe to repeat, and a repeat finds the keys written before unchanged.
    const res = await retryingUnavailable(() =>
      batch(
        entries('import', 1000, (i) => ({ en: `Text ${i}`, ...(i % 2 === 0 && { fr: `Texte ${i}` }) })),
        importer,
      ),
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ updated: 0, deleted: 0 });
    expect(res.body.created + res.body.unchanged).toBe(1000);
    expect((await stored('import.0999', importer))?.values).toEqual({ en: 'Text 999' });

    const json = await api.request('GET', '/translations.json?locale=fr', as(importer));
    expect(json.status, json.text).toBe(200);
    expect(Object.keys(json.body)).toHaveLength(1001);
    expect(json.body['import.0000']).toBe('Texte 0');
    expect(json.body['import.0001']).toBe('Text 1'); // no French: the site's first locale
    expect(json.body['aaa.first']).toBe('First');
    const etag = json.headers.get('etag') as string;
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await api.request('GET', '/translations.json?locale=fr', {
      ...as(importer),
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
  }, 90_000); // 51 writes of 20 items: DynamoDB Local on a loaded machine takes far longer than Lambda would

  it('merges locales, deletes, and answers the same end state when repeated', async () => {
    const site = await api.owner();
    const first = await batch(
      entries('merge', 30, () => ({ en: 'One' })),
      site,
    );
    expect(first.body).toEqual({ created: 30, updated: 0, deleted: 0, unchanged: 0 });
    const change = [
      { key: 'merge.0000', values: { fr: 'Un' } },
      { key: 'merge.0001', values: { en: null } },
      { key: 'merge.0002', delete: true },
      { key: 'merge.missing', delete: true },
      { key: 'merge.new', values: { fr: 'Neuf' } },
    ];
    const res = await batch(change, site);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ created: 1, updated: 2, deleted: 1, unchanged: 1 });
    expect((await stored('merge.0000', site))?.values).toEqual({ en: 'One', fr: 'Un' });
    expect((await stored('merge.0001', site))?.values).toEqual({});
    expect(await stored('merge.0002', site)).toBeUndefined();
    expect((await stored('merge.new', site))?.values).toEqual({ fr: 'Neuf' });
    const repeated = await batch(change, site);
    expect(repeated.status).toBe(200);
    expect(repeated.body).toEqual({ created: 0, updated: 0, deleted: 0, unchanged: 5 });
    expect((await stored('merge.0000', site))?.values).toEqual({ en: 'One', fr: 'Un' });
    expect(await stored('merge.0002', site)).toBeUndefined();
  });

  it('refuses the whole batch when one entry is bad, naming each failing index, and writes nothing', async () => {
    const site = await api.owner();
    const translations = [
      { key: 'good.one', values: { en: 'Fine' } },
      { key: 'bad.locale', values: { de: 'Nein' } },
      { key: 'good.two', values: { fr: 'Bien' } },
      { key: 'good.one', values: { fr: 'Encore' } },
      { key: 'no.values' },
    ];
    const res = await batch(translations, site);
    expect(res.status).toBe(422);
    expect(res.body.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      'translations.1.values.de',
      'translations.3.key',
      'translations.4',
    ]);
    for (const key of ['good.one', 'good.two', 'bad.locale']) expect(await stored(key, site)).toBeUndefined();

    const shape = await batch(
      [
        { key: 'ok.key', values: { en: 'x' } },
        { key: 'count', values: { en: 'x' } },
      ],
      site,
    );
    expect(shape.status).toBe(422);
    expect(shape.body.errors.map((e: { field: string }) => e.field)).toEqual(['translations.1.key']);
    expect(await stored('ok.key', site)).toBeUndefined();

    const tooMany = await batch(
      entries('many', 1001, () => ({ en: 'x' })),
      site,
    );
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors[0].field).toBe('translations');
  });

  it('answers invalid_locale when every problem is a locale', async () => {
    const res = await batch([
      { key: 'a.b', values: { de: 'x' } },
      { key: 'a.c', values: { es: 'y' } },
    ]);
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('invalid_locale');
    expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual([
      'translations.0.values.de',
      'translations.1.values.es',
    ]);
  });
});

describe('translations: translations.json', () => {
  it('is readable with a publishable key, which cannot read the list', async () => {
    const site = await api.owner();
    expect((await put('shop.welcome', { en: 'Welcome', fr: 'Bienvenue' }, site)).status).toBe(201);
    const publishable = await api.siteToken(site, ['public']);
    const json = await api.request('GET', '/translations.json?locale=fr', { token: publishable });
    expect(json.status, json.text).toBe(200);
    expect(json.body).toEqual({ 'shop.welcome': 'Bienvenue' });
    expect((await api.request('GET', '/translations', { token: publishable })).status).toBe(403);
    expect((await api.request('GET', '/translations/shop.welcome', { token: publishable })).status).toBe(403);
  });

  it("defaults to the site's first locale, refuses one it does not have, and is {} without translations", async () => {
    const site = await api.owner();
    expect((await api.request('GET', '/translations.json', as(site))).body).toEqual({});
    expect((await put('only.fr', { fr: 'Seulement' }, site)).status).toBe(201);
    expect((await put('both', { en: 'Both', fr: 'Les deux' }, site)).status).toBe(201);
    const plain = await api.request('GET', '/translations.json', as(site));
    expect(plain.body).toEqual({ both: 'Both' });
    const refused = await api.request('GET', '/translations.json?locale=de', as(site));
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('invalid_locale');
    expect(refused.body.errors[0].field).toBe('locale');
    const malformed = await api.request('GET', '/translations.json?locale=x', as(site));
    expect(malformed.status).toBe(400);
  });

  it("falls back to the site's own read while no copy of its locales exists", async () => {
    const site = await api.owner();
    expect(
      (
        await batch(
          entries('first', 25, () => ({ en: 'E' })),
          site,
        )
      ).status,
    ).toBe(200);
    const res = await api.request('GET', '/translations.json?locale=fr', as(site));
    expect(res.status, res.text).toBe(200);
    expect(res.body['first.0000']).toBe('E');
  });

  it('is not swallowed by GET /translations/{key}', async () => {
    const res = await api.request('GET', '/translations/translations.json', as());
    expect(res.status).toBe(404);
  });
});

describe('translations: the typed client', () => {
  it('upserts, batches, pages and reads translations.json with typed calls', async () => {
    const site = await api.owner();
    const client = createSiteApi({ baseUrl: api.url, token: site.token, site: site.site.id });
    const one = await data(
      client.PUT('/translations/{key}', { params: { path: { key: 'client.one' } }, body: { values: { en: 'One' } } }),
    );
    expect(one.values).toEqual({ en: 'One' });
    const result = await data(
      client.POST('/translations/batch', {
        body: { translations: [{ key: 'client.two', values: { en: 'Two', fr: 'Deux' } }] },
      }),
    );
    expect(result).toEqual({ created: 1, updated: 0, deleted: 0, unchanged: 0 });
    const keys: string[] = [];
    for await (const translation of client.paginate('/translations', { params: { query: { per_page: 1 } } }))
      keys.push(translation.key);
    expect(keys).toEqual(['client.one', 'client.two']);
    const flat = await data(client.GET('/translations.json', { params: { query: { locale: 'fr' } } }));
    expect(flat).toEqual({ 'client.one': 'One', 'client.two': 'Deux' });
    const refused = await client
      .PUT('/translations/{key}', { params: { path: { key: 'client.three' } }, body: { values: { de: 'Drei' } } })
      .catch((error: unknown) => error);
    expect(isApiError(refused, 422, 'invalid_locale')).toBe(true);
  });
});
