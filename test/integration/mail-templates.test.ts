import { beforeAll, describe, expect, it } from 'vitest';
import { useApi, type Owner } from '../helpers/api.js';
import { db, TABLE_NAME } from '../../lib/db/client.js';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { mailTemplateKeys } from '../../lib/mail-templates/templates.js';

// The site's mail templates over the real local server: defaults, saving, going back, refusals.
const api = useApi();
let owner: Owner;

const as = (who: Owner, body?: unknown) => ({ token: who.token, site: who.site.id, body });
const stored = async (name: string) =>
  (await db.send(new GetCommand({ TableName: TABLE_NAME, Key: mailTemplateKeys.template(owner.site.id, name) }))).Item;

beforeAll(async () => {
  owner = await api.owner();
});

describe('mail templates', () => {
  it('lists every template with its built-in default', async () => {
    const res = await api.request('GET', '/mail_templates', as(owner));
    expect(res.status).toBe(200);
    expect(res.body.map((t: { name: string }) => t.name)).toEqual([
      'customer_confirmation',
      'customer_welcome',
      'password_reset',
      'order_confirmation',
      'order_shipped',
      'order_refunded',
    ]);
    expect(
      res.body.every((t: { customized: boolean; text: unknown }) => t.customized === false && t.text === null),
    ).toBe(true);
    expect(res.body[0].html).toContain('{{ confirmation_url }}');
  });

  it('answers 404 for a name that is no template', async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await api.request(
        method,
        '/mail_templates/newsletter',
        as(owner, method === 'PUT' ? { subject: 'x' } : undefined),
      );
      expect(res.status).toBe(404);
    }
  });

  it('saves the fields given, keeps the others, and DELETE goes back to the default', async () => {
    const before = (await api.request('GET', '/mail_templates/customer_welcome', as(owner))).body;
    const put = await api.request(
      'PUT',
      '/mail_templates/customer_welcome',
      as(owner, {
        subject: 'Hi {{ customer.first_name }}',
        locale_variants: { de: { subject: 'Hallo {{ customer.first_name }}', html: '<p>Willkommen</p>' } },
      }),
    );
    expect(put.status, put.text).toBe(200);
    expect(put.body).toMatchObject({
      name: 'customer_welcome',
      subject: 'Hi {{ customer.first_name }}',
      html: before.html,
      text: null,
      customized: true,
      locale_variants: { de: { subject: 'Hallo {{ customer.first_name }}', html: '<p>Willkommen</p>', text: null } },
    });
    expect((await stored('customer_welcome'))?.subject).toBe('Hi {{ customer.first_name }}');
    expect((await api.request('GET', '/mail_templates/customer_welcome', as(owner))).body).toEqual(put.body);

    const deleted = await api.request('DELETE', '/mail_templates/customer_welcome', as(owner));
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual(before);
    expect(await stored('customer_welcome')).toBeUndefined();
  });

  it('refuses a template that does not parse with 422 naming the field and the line, and writes nothing', async () => {
    const res = await api.request(
      'PUT',
      '/mail_templates/password_reset',
      as(owner, { html: '<p>one</p>\n<p>two</p>\n{% if customer.first_name %}never closed' }),
    );
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([expect.objectContaining({ field: 'html', code: 'invalid_template' })]);
    expect(res.body.errors[0].message).toContain('line 3');
    const filter = await api.request(
      'PUT',
      '/mail_templates/password_reset',
      as(owner, { subject: 'ok', locale_variants: { fr: { subject: 'x', html: '{{ a | no_such_filter }}' } } }),
    );
    expect(filter.status).toBe(422);
    expect(filter.body.errors[0].field).toBe('locale_variants.fr.html');
    expect(await stored('password_reset')).toBeUndefined();
  });

  it('needs write_site to save and read_site to read', async () => {
    const reader = await api.siteToken(owner, ['read_site']);
    expect((await api.request('GET', '/mail_templates/order_shipped', { token: reader })).status).toBe(200);
    expect(
      (await api.request('PUT', '/mail_templates/order_shipped', { token: reader, body: { subject: 'x' } })).status,
    ).toBe(403);
    const other = await api.siteToken(owner, ['read_content']);
    expect((await api.request('GET', '/mail_templates', { token: other })).status).toBe(403);
  });
});
