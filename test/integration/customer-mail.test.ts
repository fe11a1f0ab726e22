import { beforeAll, describe, expect, it } from 'vitest';
import { unique, useApi, type Owner } from '../helpers/api.js';
import type { CaughtMail } from '../../local/mail-catcher.js';
import { db, TABLE_NAME } from '../../lib/db/client.js';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { accountTokenKey } from '../../lib/customers/confirmation-tokens.js';
import { hashSecret } from '../../lib/auth/tokens.js';
import { findSession } from '../../lib/customers/sessions.js';

// Customer accounts by mail over the real local server, its event worker and work queues, and the
// local SMTP catcher: sign-up and confirmation, welcome, resend, the site's confirmation rule.
const api = useApi({ events: true, queues: true, smtp: true });
let owner: Owner;
let publishable: string;
let writer: string;

const as = (who: Owner, body?: unknown) => ({ token: who.token, site: who.site.id, body });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The mail caught for an address, once `count` have arrived (or the time is up). */
const mailTo = async (address: string, count = 1, timeoutMs = 15_000): Promise<CaughtMail[]> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await api.queues?.idle();
    const mail = (await api.mail!.messages()).filter((m) => m.to.includes(address));
    if (mail.length >= count || Date.now() > deadline) return mail;
    await sleep(100);
  }
};
const tokenIn = (mail: CaughtMail): string => {
  const match = /token=([0-9a-f]{24}\.[A-Za-z0-9_-]{43})/.exec(mail.text);
  expect(match, mail.text).not.toBeNull();
  return match![1] as string;
};

beforeAll(async () => {
  owner = await api.owner();
  publishable = await api.siteToken(owner, ['public']);
  writer = await api.siteToken(owner, ['write_customers']);
});

describe('sign-up and confirmation', () => {
  it('signs a visitor up unconfirmed, mails the link, confirms it once, and the customer signs in', async () => {
    const email = `${unique('visitor')}@example.com`;
    const made = await api.request('POST', '/customers', {
      token: publishable,
      body: { email, password: 'secret-123', first_name: 'Ada' },
    });
    expect(made.status, made.text).toBe(201);
    expect(made.body).toMatchObject({ email, first_name: 'Ada', confirmed: false });

    const [mail] = await mailTo(email);
    expect(mail?.subject).toBe(`Confirm your e-mail address for ${owner.site.name}`);
    expect(mail?.html).toContain('Hello Ada,');
    const token = tokenIn(mail!);
    // Stored only as its hash.
    const stored = (
      await db.send(
        new GetCommand({ TableName: TABLE_NAME, Key: accountTokenKey(owner.site.id, 'confirm', made.body.id) }),
      )
    ).Item;
    expect(stored?.token_hash).toBe(hashSecret(token));
    expect(JSON.stringify(stored)).not.toContain(token.split('.')[1]);

    const confirmed = await api.request('POST', '/customers/confirm', { token: publishable, body: { token } });
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.body).toMatchObject({ id: made.body.id, confirmed: true });
    expect((await api.request('GET', `/customers/${made.body.id}`, as(owner))).body.confirmed).toBe(true);

    const again = await api.request('POST', '/customers/confirm', { token: publishable, body: { token } });
    expect(again.status).toBe(422);
    expect(again.body.code).toBe('invalid_confirmation_token');

    const login = await api.request('POST', '/customers/login', {
      token: publishable,
      body: { email, password: 'secret-123' },
    });
    expect(login.status, login.text).toBe(201);
    // Exactly one mail for the sign-up.
    expect(await mailTo(email, 2, 1_000)).toHaveLength(1);
  });

  it('refuses what a publishable key may not set, and an unknown token', async () => {
    const res = await api.request('POST', '/customers', {
      token: publishable,
      body: { email: `${unique('v')}@example.com`, password: 'secret-123', groups: ['vip'] },
    });
    expect(res.status).toBe(422);
    const unknown = await api.request('POST', '/customers/confirm', {
      token: publishable,
      body: { token: `${'0'.repeat(24)}.${'A'.repeat(43)}` },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.code).toBe('invalid_confirmation_token');
    const garbage = await api.request('POST', '/customers/confirm', {
      token: publishable,
      body: { token: 'nonsense' },
    });
    expect(garbage.status).toBe(422);
  });

  it("lets a visitor set the site's own fields but not its private ones, and shows it none of them", async () => {
    const admin = await api.siteToken(owner, ['write_customers']);
    const defined = await api.request('PUT', '/customers/customizations', {
      token: admin,
      body: {
        customizations: [
          { name: 'newsletter_topic', type: 'string' },
          { name: 'risk_note', type: 'text', private_storage: true },
        ],
      },
    });
    expect(defined.status, defined.text).toBe(200);
    const email = `${unique('fields')}@example.com`;
    const refused = await api.request('POST', '/customers', {
      token: publishable,
      body: { email, password: 'secret-123', custom_fields: { risk_note: 'high' } },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([
      expect.objectContaining({ field: 'custom_fields.risk_note', code: 'not_allowed' }),
    ]);
    expect((await api.request('GET', `/customers/${encodeURIComponent(email)}`, { token: admin })).status).toBe(404);

    const made = await api.request('POST', '/customers', {
      token: publishable,
      body: { email, password: 'secret-123', custom_fields: { newsletter_topic: 'shoes' } },
    });
    expect(made.status, made.text).toBe(201);
    expect(made.body.custom_fields).toEqual({ newsletter_topic: 'shoes' });
    const set = await api.request('PUT', `/customers/${made.body.id}`, {
      token: admin,
      body: { custom_fields: { risk_note: 'low' } },
    });
    expect(set.status, set.text).toBe(200);
    expect(set.body.custom_fields).toEqual({ newsletter_topic: 'shoes', risk_note: 'low' });
    await api.request('PUT', '/customers/customizations', { token: admin, body: { customizations: [] } });
  });

  it('creates customers confirmed with skip_confirmation and welcomes them, unless notify=false', async () => {
    const email = `${unique('welcome')}@example.com`;
    const made = await api.request('POST', '/customers', as(owner, { email, password: 'secret-123' }));
    expect(made.status).toBe(201);
    expect(made.body.confirmed).toBe(true);
    const [mail] = await mailTo(email);
    expect(mail?.subject).toBe(`Welcome to ${owner.site.name}`);

    const quiet = `${unique('quiet')}@example.com`;
    const silent = await api.request(
      'POST',
      '/customers?notify=false',
      as(owner, { email: quiet, password: 'secret-123' }),
    );
    expect(silent.status).toBe(201);
    expect(silent.body.confirmed).toBe(true);
    expect(await mailTo(quiet, 1, 1_500)).toHaveLength(0);
  });

  it('starts a customer unconfirmed for a token without skip_confirmation, and a resent link replaces the first', async () => {
    const email = `${unique('resend')}@example.com`;
    const made = await api.request('POST', '/customers', { token: writer, body: { email, password: 'secret-123' } });
    expect(made.status).toBe(201);
    expect(made.body.confirmed).toBe(false);
    const first = tokenIn((await mailTo(email))[0]!);
    const resent = await api.request('POST', `/customers/${made.body.id}/resend_confirmation`, { token: writer });
    expect(resent.status, resent.text).toBe(202);
    const mails = await mailTo(email, 2);
    expect(mails).toHaveLength(2);
    const second = tokenIn(mails[1]!);
    expect(second).not.toBe(first);
    expect(
      (await api.request('POST', '/customers/confirm', { token: publishable, body: { token: first } })).status,
    ).toBe(422);
    expect(
      (await api.request('POST', '/customers/confirm', { token: publishable, body: { token: second } })).status,
    ).toBe(200);
    const done = await api.request('POST', `/customers/${made.body.id}/resend_confirmation`, { token: writer });
    expect(done.status).toBe(422);
  });

  it("refuses an unconfirmed customer's sign-in with 403 unconfirmed when the site requires confirmation", async () => {
    const email = `${unique('strict')}@example.com`;
    expect(
      (await api.request('POST', '/customers', { token: publishable, body: { email, password: 'secret-123' } })).status,
    ).toBe(201);
    expect(
      (await api.request('POST', '/customers/login', { token: publishable, body: { email, password: 'secret-123' } }))
        .status,
    ).toBe(201);
    const patched = await api.request('PATCH', '/site', as(owner, { require_customer_confirmation: true }));
    expect(patched.status, patched.text).toBe(200);
    expect(patched.body.require_customer_confirmation).toBe(true);
    const refused = await api.request('POST', '/customers/login', {
      token: publishable,
      body: { email, password: 'secret-123' },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('unconfirmed');
    expect(
      (
        await api.request('POST', '/customers/confirm', {
          token: publishable,
          body: { token: tokenIn((await mailTo(email))[0]!) },
        })
      ).status,
    ).toBe(200);
    expect(
      (await api.request('POST', '/customers/login', { token: publishable, body: { email, password: 'secret-123' } }))
        .status,
    ).toBe(201);
    await api.request('PATCH', '/site', as(owner, { require_customer_confirmation: false }));
  });
});

describe('password reset', () => {
  it('mails a single-use link; the new password works, old sessions end, the token is refused a second time', async () => {
    const email = `${unique('reset')}@example.com`;
    const made = await api.request(
      'POST',
      '/customers?notify=false',
      as(owner, { email, password: 'old-secret-1', first_name: 'Bo' }),
    );
    expect(made.status).toBe(201);
    const session = await api.request('POST', '/customers/login', {
      token: publishable,
      body: { email, password: 'old-secret-1' },
    });
    expect(session.status).toBe(201);
    const sessionHeaders = { 'session-token': session.body.session_token };

    const asked = await api.request('POST', '/customers/password_reset', {
      token: publishable,
      body: { email: email.toUpperCase() },
    });
    expect(asked.status, asked.text).toBe(202);
    const [mail] = await mailTo(email);
    expect(mail?.subject).toBe(`Reset your password for ${owner.site.name}`);
    const token = tokenIn(mail!);

    const done = await api.request('POST', '/customers/password_reset/confirm', {
      token: publishable,
      body: { token, password: 'new-secret-2' },
    });
    expect(done.status, done.text).toBe(204);
    expect(
      (await api.request('POST', '/customers/login', { token: publishable, body: { email, password: 'old-secret-1' } }))
        .status,
    ).toBe(401);
    expect(
      (await api.request('POST', '/customers/login', { token: publishable, body: { email, password: 'new-secret-2' } }))
        .status,
    ).toBe(201);
    // The old session is gone: a request that acts as the customer is refused.
    expect(await findSession(owner.site.id, session.body.session_token)).toBeUndefined();
    const old = await api.request('GET', '/orders', {
      token: owner.token,
      site: owner.site.id,
      headers: sessionHeaders,
    });
    expect(old.status).toBe(401);
    const again = await api.request('POST', '/customers/password_reset/confirm', {
      token: publishable,
      body: { token, password: 'third-secret-3' },
    });
    expect(again.status).toBe(422);
    expect(again.body.code).toBe('invalid_reset_token');
  });

  it('answers an unknown address with the same 202 and sends nothing', async () => {
    const known = `${unique('known')}@example.com`;
    expect(
      (await api.request('POST', '/customers?notify=false', as(owner, { email: known, password: 'secret-123' })))
        .status,
    ).toBe(201);
    const unknown = `${unique('nobody')}@example.com`;
    const a = await api.request('POST', '/customers/password_reset', { token: publishable, body: { email: known } });
    const b = await api.request('POST', '/customers/password_reset', { token: publishable, body: { email: unknown } });
    expect(b.status).toBe(a.status);
    expect(b.text).toBe(a.text);
    expect(await mailTo(known)).toHaveLength(1);
    expect(await mailTo(unknown, 1, 1_500)).toHaveLength(0);
    // The same work on the request path either way: held by budget.test.ts, where no event worker
    // or queue consumer runs beside the request to blur the count.
  });

  it('limits requests per address with 429 and Retry-After', async () => {
    const email = `${unique('limited')}@example.com`;
    const answers: number[] = [];
    for (let i = 0; i < 6; i += 1)
      answers.push(
        (await api.request('POST', '/customers/password_reset', { token: publishable, body: { email } })).status,
      );
    expect(answers).toEqual([202, 202, 202, 202, 202, 429]);
    const refused = await api.request('POST', '/customers/password_reset', { token: publishable, body: { email } });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe("a signed-in customer's own account", () => {
  const signIn = async (email: string, password: string) => {
    const res = await api.request('POST', '/customers/login', { token: publishable, body: { email, password } });
    expect(res.status, res.text).toBe(201);
    return { 'session-token': res.body.session_token as string };
  };

  it('changes its password with the current one; its other sessions end, this one stays', async () => {
    const email = `${unique('own')}@example.com`;
    expect(
      (await api.request('POST', '/customers?notify=false', as(owner, { email, password: 'first-secret-1' }))).status,
    ).toBe(201);
    const here = await signIn(email, 'first-secret-1');
    const elsewhere = await signIn(email, 'first-secret-1');
    const wrong = await api.request('POST', '/customers/me/password', {
      token: publishable,
      headers: here,
      body: { current_password: 'nope-nope-1', password: 'second-secret-2' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors[0].field).toBe('current_password');
    const changed = await api.request('POST', '/customers/me/password', {
      token: publishable,
      headers: here,
      body: { current_password: 'first-secret-1', password: 'second-secret-2' },
    });
    expect(changed.status, changed.text).toBe(204);
    expect(await findSession(owner.site.id, elsewhere['session-token'])).toBeUndefined();
    expect(await findSession(owner.site.id, here['session-token'])).toBeDefined();
    expect(
      (
        await api.request('POST', '/customers/login', {
          token: publishable,
          body: { email, password: 'second-secret-2' },
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await api.request('POST', '/customers/me/password', {
          token: publishable,
          body: { current_password: 'x', password: 'second-secret-2' },
        })
      ).status,
    ).toBe(401);
  });

  it('changes its e-mail address only once the new address is confirmed', async () => {
    const email = `${unique('mover')}@example.com`;
    const made = await api.request('POST', '/customers?notify=false', as(owner, { email, password: 'secret-123' }));
    const here = await signIn(email, 'secret-123');
    const next = `${unique('moved')}@example.com`;
    const asked = await api.request('PUT', '/customers/me', {
      token: publishable,
      headers: here,
      body: { email: next },
    });
    expect(asked.status, asked.text).toBe(202);
    expect((await api.request('GET', `/customers/${made.body.id}`, as(owner))).body.email).toBe(email);
    const [mail] = await mailTo(next);
    const confirmed = await api.request('POST', '/customers/confirm', {
      token: publishable,
      body: { token: tokenIn(mail!) },
    });
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.body).toMatchObject({ id: made.body.id, email: next, confirmed: true });
    expect(
      (
        await api.request('POST', '/customers/login', {
          token: publishable,
          body: { email: next, password: 'secret-123' },
        })
      ).status,
    ).toBe(201);
    // The old address is free again.
    expect(
      (await api.request('POST', '/customers?notify=false', as(owner, { email, password: 'secret-123' }))).status,
    ).toBe(201);
  });
});
