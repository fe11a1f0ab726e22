import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { db, TABLE_NAME } from '../../lib/db/client.js';
import { translationKeys } from '../../lib/translations/keys.js';
import { useApi, type Owner } from '../helpers/api.js';

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
    const since = new Date(Date.parse(all.body[0].updated_at) + 1000).toISOString();
    await new Promise((resolve) => setTimeout(resolve, 1100));
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

  it('refuses an unknown filter field with 422', async () => {
    const res = await api.request('GET', '/translations?where[colour]=red', as(lister));
    expect(res.status).toBe(422);
    expect(res.body.errors[0].field).toBe('where[colour]');
  });
});
