import { beforeAll, describe, expect, it, vi } from 'vitest';
import { XMLParser } from 'fast-xml-parser';
import { unique, useApi, type Owner } from '../helpers/api.js';
import { startReceiver } from '../../harness/webhook-receiver.js';
import type { CaughtMail } from '../../local/mail-catcher.js';

// Forms over the real local server, its event worker and work queues, and a real SMTP catcher:
// public submissions, spam protection, mail (templates, escaping, once per receiver, suppressions),
// feeds. A form token must be 1 s old here (3 s by default) to keep the file short.
vi.hoisted(() => {
  process.env.SUBMISSION_MIN_SECONDS = '1';
});

const api = useApi({ events: true, queues: true, smtp: true });
let owner: Owner;
let publicToken: string;

const as = (who: Owner, body?: unknown) => ({ token: who.token, site: who.site.id, body });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until the stream, the queues and the catcher have settled, then the caught mail. */
const settledMail = async (until: (mail: CaughtMail[]) => boolean, timeoutMs = 15_000): Promise<CaughtMail[]> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await api.queues?.idle();
    const mail = await api.mail!.messages();
    if (until(mail) || Date.now() > deadline) return mail;
    await sleep(100);
  }
};

/** Lets the stream and the queues finish what earlier writes started (no DynamoDB request for 300 ms), so a count sees one request's own work. */
const quiet = async () => {
  await settledMail(() => true);
  for (let i = 0; i < 20 && (await api.countRequests(() => sleep(300))) > 0; i += 1) {
    /* settling */
  }
};

const makeChannel = async (body: Record<string, unknown>) => {
  const res = await api.request('POST', '/channels', as(owner, { name: unique('Form '), ...body }));
  expect(res.status, res.text).toBe(201);
  return res.body as { id: string; slug: string; name: string };
};

const formToken = async (channel: string) => {
  const res = await api.request('GET', `/channels/${channel}/submissions/form_token`, { token: publicToken });
  expect(res.status, res.text).toBe(200);
  expect(res.body).toEqual(
    expect.objectContaining({ field: '_form_token', honeypot_field: '_gotcha', min_seconds: 1 }),
  );
  return res.body.form_token as string;
};

const CONTACT_FIELDS = [
  { name: 'name', type: 'string', required: true, label: 'Your name' },
  { name: 'email', type: 'string' },
  { name: 'message', type: 'text' },
  { name: 'guests', type: 'integer' },
  { name: 'internal_note', type: 'string' },
];

beforeAll(async () => {
  owner = await api.owner();
  publicToken = await api.siteToken(owner, ['public']);
});

describe('public submissions', () => {
  it('stores only the submittable fields, sanitizes HTML fields, takes JSON, form and multipart bodies, and mails each receiver once with escaped fields', async () => {
    const channel = await makeChannel({
      customizations: CONTACT_FIELDS,
      acl: { create: 'public' },
      submittable: true,
      submittable_fields: ['name', 'email', 'message', 'guests'],
      submittable_html_fields: ['message'],
      submittable_notifications: true,
      submittable_receivers: 'staff@example.com, Boss@Example.com',
      submittable_notification_template:
        '<h1>{{ channel.name }}</h1><p>From {{ entry.name }} ({{ entry.guests }} guests)</p><div>{{ entry.message | raw }}</div>',
      submittable_confirmations: true,
      submittable_confirmation_receivers: 'email',
    });
    const path = `/channels/${channel.id}/submissions`;
    const hostile =
      '<p>Hi <b>there</b><script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">bad</a> <a href="https://ok.example/">ok</a></p>';

    // Its 3 DynamoDB requests are held by test/integration/budget.test.ts (here the event worker
    // and the mail queue work alongside).
    const res = await api.request('POST', path, {
      token: publicToken,
      body: { name: '<b>Ann & "Co"</b>', email: 'ann@example.com', message: hostile, guests: 3 },
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body).not.toHaveProperty('submission_status');
    const stored = await api.request('GET', `/channels/${channel.id}/entries/${res.body.id}`, as(owner));
    expect(stored.body.submission_status).toBe('received');
    expect(stored.body.fields.name).toBe('<b>Ann & "Co"</b>');
    const message = stored.body.fields.message as string;
    expect(message).toContain('<b>there</b>');
    expect(message).toContain('<a href="https://ok.example/" rel="nofollow noopener noreferrer">ok</a>');
    expect(message).not.toMatch(/script|onerror|javascript:|<img/i);

    // Fields the channel does not take, not-submittable channels, types, required fields: nothing stored.
    const refused = await api.request('POST', path, {
      token: publicToken,
      body: { name: 'Eve', internal_note: 'x', is_admin: true },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.map((e: { field: string; code: string }) => `${e.field}:${e.code}`).sort()).toEqual([
      'internal_note:not_submittable',
      'is_admin:not_submittable',
    ]);
    const invalid = await api.request('POST', path, {
      token: publicToken,
      raw: 'guests=many',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['guests', 'name']);
    const closed = await makeChannel({
      customizations: CONTACT_FIELDS,
      acl: { create: 'public' },
      submittable_fields: ['name'],
    });
    const notSubmittable = await api.request('POST', `/channels/${closed.id}/submissions`, {
      token: publicToken,
      body: { name: 'Ann' },
    });
    expect([notSubmittable.status, notSubmittable.body.code]).toEqual([403, 'channel_not_submittable']);
    const unsupported = await api.request('POST', path, {
      token: publicToken,
      raw: 'name=Ann',
      headers: { 'content-type': 'text/plain' },
    });
    expect([unsupported.status, unsupported.body.code]).toEqual([415, 'unsupported_media_type']);

    // A plain HTML form: url-encoded, the token as access_token (public only), a checkbox-like integer from text.
    const form = new URLSearchParams({ name: 'Bob', email: 'bob@example.com', guests: '2', access_token: publicToken });
    const posted = await api.request('POST', path, {
      raw: form.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(posted.status, posted.text).toBe(201);
    expect(posted.body.fields).toEqual({ name: 'Bob', email: 'bob@example.com', guests: 2 });
    const mighty = await api.siteToken(owner, ['public', 'write_channels']);
    const tooMighty = await api.request('POST', path, {
      raw: new URLSearchParams({ name: 'Bob', access_token: mighty }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect([tooMighty.status, tooMighty.body.code]).toEqual([403, 'access_token_not_public']);

    // multipart/form-data, and a `_redirect` on the posting origin: 303 there.
    const multipart = new FormData();
    multipart.set('name', 'Cleo');
    multipart.set('email', 'cleo@example.com\r\nBcc: evil@example.com');
    multipart.set('_redirect', 'https://www.example.org/thanks');
    multipart.set('access_token', publicToken);
    const body = new Response(multipart);
    const redirected = await fetch(`${api.url}${path}`, {
      method: 'POST',
      redirect: 'manual',
      body: Buffer.from(await body.arrayBuffer()),
      headers: { 'content-type': body.headers.get('content-type') as string, origin: 'https://www.example.org' },
    });
    expect(redirected.status).toBe(303);
    expect(redirected.headers.get('location')).toBe('https://www.example.org/thanks');
    const elsewhere = await api.request('POST', path, {
      token: publicToken,
      body: { name: 'Dan', _redirect: 'https://evil.example/' },
      headers: { origin: 'https://www.example.org' },
    });
    expect([elsewhere.status, elsewhere.body.errors?.[0]?.field]).toEqual([422, '_redirect']);

    // Three accepted submissions: two notifications each, and a confirmation to each valid address.
    const isOurs = (m: CaughtMail) =>
      m.subject === `New submission: ${channel.name}` ||
      (m.subject.includes('received your submission') && /^(ann|bob|cleo)@/.test(m.to[0] ?? ''));
    const mail = await settledMail((m) => m.filter(isOurs).length >= 8);
    const ours = mail.filter(isOurs);
    const notifications = ours.filter((m) => m.subject.startsWith('New submission'));
    expect(notifications.map((m) => m.to[0]).sort()).toEqual([
      'boss@example.com',
      'boss@example.com',
      'boss@example.com',
      'staff@example.com',
      'staff@example.com',
      'staff@example.com',
    ]);
    expect(new Set(ours.map((m) => m.messageId)).size).toBe(ours.length);
    const confirmations = ours.filter((m) => !m.subject.startsWith('New submission'));
    // Cleo's address carried a header injection: it is no address, so no confirmation (and no Bcc).
    expect(confirmations.map((m) => m.to[0]).sort()).toEqual(['ann@example.com', 'bob@example.com']);
    expect(
      mail.some(
        (m) =>
          JSON.stringify(m.headers).toLowerCase().includes('evil@example.com') || m.to.includes('evil@example.com'),
      ),
    ).toBe(false);
    const ann = notifications.find((m) => m.to[0] === 'staff@example.com' && m.html.includes('Ann')) as CaughtMail;
    expect(ann.html).toMatch(/From &lt;b&gt;Ann &amp; (&quot;|&#34;)Co(&quot;|&#34;)&lt;\/b&gt; \(3 guests\)/);
    expect(ann.html).toContain('<a href="https://ok.example/" rel="nofollow noopener noreferrer">ok</a>');
    expect(ann.html).not.toMatch(/<script|onerror|javascript:/i);
    expect(ann.text).toContain('From <b>Ann & "Co"</b> (3 guests)');
    // The default confirmation template lists the fields, escaped.
    const annConfirmation = confirmations.find((m) => m.to[0] === 'ann@example.com') as CaughtMail;
    expect(annConfirmation.html).toMatch(/&lt;b&gt;Ann &amp; (&quot;|&#34;)Co(&quot;|&#34;)&lt;\/b&gt;/);
    expect(annConfirmation.html).toContain('Your name');
    expect(annConfirmation.text).toContain('Thank you');
  });

  it('stores honeypot, too-fast, token-less and link-stuffed submissions as spam, answered like accepted ones, never mailed; 429 past the per-address limit; not_spam releases one and mails it once', async () => {
    const channel = await makeChannel({
      customizations: CONTACT_FIELDS,
      acl: { create: 'public', read: 'public' },
      submittable: true,
      spam_detection: true,
      submittable_fields: ['name', 'message'],
      submittable_notifications: true,
      submittable_receivers: 'spam-desk@example.com',
    });
    const links = await makeChannel({
      customizations: CONTACT_FIELDS,
      acl: { create: 'public' },
      submittable: true,
      spam_detection: true,
      submittable_fields: ['name', 'message'],
      submittable_notifications: true,
      submittable_receivers: 'spam-desk@example.com',
    });
    const path = `/channels/${channel.id}/submissions`;
    const send = (body: Record<string, unknown>) => api.request('POST', path, { token: publicToken, body });
    const [oldToken, linkToken] = [await formToken(channel.id), await formToken(links.id)];
    const fresh = await formToken(channel.id);
    const tooFast = await send({ name: 'Quick bot', _form_token: fresh });
    const honeypot = await send({ name: 'Honey bot', _gotcha: 'http://spam.example', _form_token: oldToken });
    const tokenless = await send({ name: 'No token' });
    const forged = await send({ name: 'Forger', _form_token: `${oldToken.slice(0, -4)}AAAA` });
    for (const res of [tooFast, honeypot, tokenless, forged]) {
      expect(res.status, res.text).toBe(201);
      expect(Object.keys(res.body).sort()).toEqual(['channel_id', 'created_at', 'fields', 'id', 'url']);
    }
    await sleep(1_000);
    const accepted = await send({ name: 'Real person', message: 'Hello!', _form_token: oldToken });
    expect(accepted.status, accepted.text).toBe(201);
    // The sixth from this address in a minute is refused and stored nowhere. The window is a fixed
    // minute: when it turned during the five above, up to five more (honeypot hits) pass first.
    let flood = await send({ name: 'Flood', _gotcha: 'x', _form_token: oldToken });
    for (let extra = 0; flood.status === 201 && extra < 5; extra += 1)
      flood = await send({ name: 'Flood', _gotcha: 'x', _form_token: oldToken });
    expect([flood.status, flood.body.code]).toEqual([429, 'rate_limited']);
    expect(Number(flood.headers.get('retry-after'))).toBeGreaterThan(0);

    const stuffed = await api.request('POST', `/channels/${links.id}/submissions`, {
      token: publicToken,
      body: {
        name: 'Links',
        message:
          'https://a.example https://b.example www.c.example http://d.example https://e.example https://f.example',
        _form_token: linkToken,
      },
    });
    const pattern = await api.request('POST', `/channels/${links.id}/submissions`, {
      token: publicToken,
      body: { name: 'Pills', message: 'cheap viagra here', _form_token: linkToken },
    });
    expect([stuffed.status, pattern.status]).toEqual([201, 201]);

    const spam = await api.request(
      'GET',
      `/channels/${channel.id}/entries?where[submission_status][eq]=spam&per_page=100`,
      as(owner),
    );
    expect(
      spam.body
        .map((e: { fields: { name: string } }) => e.fields.name)
        .filter((name: string) => name !== 'Flood')
        .sort(),
    ).toEqual(['Forger', 'Honey bot', 'No token', 'Quick bot']);
    expect(spam.body.length).toBeLessThanOrEqual(9);
    const linkSpam = await api.request('GET', `/channels/${links.id}/entries?where[submission_status]=spam`, as(owner));
    expect(linkSpam.body).toHaveLength(2);
    // The site's own readers (ACL-filtered) never see spam.
    const shown = await api.request('GET', `/channels/${channel.id}/entries`, {
      token: await api.siteToken(owner, ['read_channels']),
    });
    expect(shown.body.map((e: { fields: { name: string } }) => e.fields.name)).toEqual(['Real person']);

    let mail = await settledMail((m) => m.some((x) => x.text.includes('Real person')));
    const desk = () => mail.filter((m) => m.to[0] === 'spam-desk@example.com');
    expect(desk().map((m) => m.text.match(/Real person|Honey bot|Quick bot|No token|Forger|Links|Pills/)?.[0])).toEqual(
      ['Real person'],
    );

    // Released: received from now on, mailed once, even when released twice.
    const released = await api.request(
      'POST',
      `/channels/${channel.id}/entries/${honeypot.body.id}/not_spam`,
      as(owner),
    );
    expect([released.status, released.body.submission_status]).toEqual([200, 'received']);
    const again = await api.request('POST', `/channels/${channel.id}/entries/${honeypot.body.id}/not_spam`, as(owner));
    expect(again.status).toBe(200);
    mail = await settledMail((m) => m.some((x) => x.text.includes('Honey bot')));
    await sleep(300);
    mail = await settledMail(() => true);
    expect(desk().filter((m) => m.text.includes('Honey bot'))).toHaveLength(1);
    expect(desk().filter((m) => /Quick bot|No token|Forger|Links|Pills/.test(m.text))).toEqual([]);
  });

  it("never lets spam reach the site's webhooks: an accepted submission is delivered, a spam one only once released", async () => {
    const receiver = await startReceiver();
    try {
      const hook = await api.request(
        'POST',
        '/webhooks',
        as(owner, { url: `${receiver.url}/forms`, events: ['entry.*'] }),
      );
      expect(hook.status, hook.text).toBe(201);
      const channel = await makeChannel({
        customizations: CONTACT_FIELDS,
        acl: { create: 'public' },
        submittable: true,
        spam_detection: true,
        submittable_fields: ['name'],
      });
      const send = (body: Record<string, unknown>) =>
        api.request('POST', `/channels/${channel.id}/submissions`, { token: publicToken, body });
      const token = await formToken(channel.id);
      const spam = await send({ name: 'Honey bot', _gotcha: 'http://spam.example', _form_token: token });
      await sleep(1_000);
      const accepted = await send({ name: 'Real person', _form_token: token });
      expect([spam.status, accepted.status]).toEqual([201, 201]);
      const naming = (id: string) => receiver.received.filter((delivery) => delivery.body.includes(id));
      const until = async (done: () => boolean) => {
        for (let i = 0; i < 100 && !done(); i += 1) {
          await api.queues?.idle();
          await sleep(100);
        }
      };
      await until(() => naming(accepted.body.id).length > 0);
      await quiet();
      expect(naming(accepted.body.id).length).toBeGreaterThan(0);
      expect(naming(spam.body.id)).toEqual([]);
      const released = await api.request('POST', `/channels/${channel.id}/entries/${spam.body.id}/not_spam`, as(owner));
      expect(released.status, released.text).toBe(200);
      await until(() => naming(spam.body.id).length > 0);
      expect(naming(spam.body.id).length).toBeGreaterThan(0);
    } finally {
      await receiver.close();
    }
  });

  it('refuses a template that does not parse and receivers that are not addresses when the channel is saved', async () => {
    const bad = await api.request(
      'POST',
      '/channels',
      as(owner, {
        name: unique('Form '),
        submittable_notification_template: '<p>{% if entry.name %}Hi</p>',
        submittable_confirmation_template: '{{ entry.name | no_such_filter }}',
      }),
    );
    expect(bad.status).toBe(422);
    expect(bad.body.errors.map((e: { field: string; code: string }) => `${e.field}:${e.code}`).sort()).toEqual([
      'submittable_confirmation_template:invalid_template',
      'submittable_notification_template:invalid_template',
    ]);
    const channel = await makeChannel({ customizations: CONTACT_FIELDS });
    const receivers = await api.request(
      'PUT',
      `/channels/${channel.id}`,
      as(owner, { submittable_receivers: 'ok@example.com, not an address' }),
    );
    expect([receivers.status, receivers.body.errors?.[0]?.field]).toEqual([422, 'submittable_receivers']);
    const good = await api.request(
      'PUT',
      `/channels/${channel.id}`,
      as(owner, { submittable_notification_template: '{% for field in fields %}{{ field.label }}{% endfor %}' }),
    );
    expect(good.status, good.text).toBe(200);
  });

  it('records a hard bounce as a suppression, lists it, and mails that address no more; shows caught mail at /_local/mail', async () => {
    const channel = await makeChannel({
      customizations: CONTACT_FIELDS,
      acl: { create: 'public' },
      submittable: true,
      submittable_fields: ['name', 'email'],
      submittable_confirmations: true,
      submittable_confirmation_receivers: 'email',
    });
    const bounce = 'bounce@simulator.amazonses.com';
    const first = await api.request('POST', `/channels/${channel.id}/submissions`, {
      token: publicToken,
      body: { name: 'Bouncer', email: bounce },
    });
    expect(first.status).toBe(201);
    let suppressions: { address: string; reason: string }[] = [];
    for (let i = 0; i < 100 && suppressions.length === 0; i += 1) {
      await settledMail(() => true);
      suppressions = (await api.request('GET', '/mail/suppressions', as(owner))).body;
      if (!suppressions.length) await sleep(100);
    }
    expect(suppressions).toEqual([expect.objectContaining({ address: bounce, reason: 'bounce', detail: 'General' })]);
    const second = await api.request('POST', `/channels/${channel.id}/submissions`, {
      token: publicToken,
      body: { name: 'Bouncer again', email: bounce },
    });
    expect(second.status).toBe(201);
    await sleep(500);
    const mail = await settledMail(() => true);
    expect(mail.filter((m) => m.to.includes(bounce))).toHaveLength(1);

    const list = await fetch(`${api.url}/_local/mail`);
    expect(list.status).toBe(200);
    const html = await list.text();
    expect(html).toContain('Caught mail');
    const id = /href="\/_local\/mail\/([0-9]{13}-[0-9a-f]{8})"/.exec(html)?.[1];
    const one = await fetch(`${api.url}/_local/mail/${id}`);
    expect(await one.text()).toContain('<iframe sandbox');
    const part = await fetch(`${api.url}/_local/mail/${id}.html`);
    expect(part.headers.get('content-security-policy')).toBe('sandbox');
  });
});

describe('feeds', () => {
  const parser = new XMLParser({ ignoreAttributes: false });

  it("serves a channel's entries as RSS and Atom, newest first, escaped, without spam, with validators and 304, in at most 2 requests", async () => {
    const channel = await makeChannel({
      customizations: [
        { name: 'headline', type: 'string' },
        { name: 'body', type: 'text' },
      ],
      acl: { read: 'public', create: 'public' },
      rss_enabled: true,
      rss_title: 'Ghent news',
      rss_description: 'What happens',
      rss_title_field: 'headline',
      rss_description_field: 'body',
      submittable: true,
      spam_detection: true,
      submittable_fields: ['headline'],
    });
    for (const headline of ['First', 'Second <script>x</script>', 'Third & last']) {
      const res = await api.request(
        'POST',
        `/channels/${channel.id}/entries`,
        as(owner, { fields: { headline, body: `About ${headline}` } }),
      );
      expect(res.status).toBe(201);
    }
    expect(
      (
        await api.request('POST', `/channels/${channel.id}/submissions`, {
          token: publicToken,
          body: { headline: 'Spam headline' },
        })
      ).status,
    ).toBe(201);

    let res!: Awaited<ReturnType<typeof api.request>>;
    await quiet();
    const requests = await api.countRequests(async () => {
      res = await api.request('GET', `/channels/${channel.id}/feed.rss?site=${owner.site.id}`);
    });
    expect(res.status, res.text).toBe(200);
    expect(requests).toBeLessThanOrEqual(2);
    expect(res.headers.get('content-type')).toMatch(/^application\/rss\+xml/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    const rss = parser.parse(res.text).rss.channel;
    expect([rss.title, rss.description]).toEqual(['Ghent news', 'What happens']);
    const items = [rss.item].flat();
    expect(items.map((item: { title: string }) => item.title)).toEqual([
      'Third &amp; last',
      'Second &lt;script&gt;x&lt;/script&gt;',
      'First',
    ]);
    expect(items[2].description).toBe('About First');
    expect(res.text).not.toContain('Spam headline');

    const etag = res.headers.get('etag') as string;
    let cached!: Awaited<ReturnType<typeof api.request>>;
    const conditional = await api.countRequests(async () => {
      cached = await api.request('GET', `/channels/${channel.id}/feed.rss?site=${owner.site.id}`, {
        headers: { 'if-none-match': etag },
      });
    });
    expect([cached.status, cached.text, conditional <= 2]).toEqual([304, '', true]);
    const since = await api.request('GET', `/channels/${channel.id}/feed.rss?site=${owner.site.subdomain}`, {
      headers: { 'if-modified-since': res.headers.get('last-modified') as string },
    });
    expect(since.status).toBe(304);

    const atom = await api.request('GET', `/channels/${channel.slug}/feed.atom`, {
      headers: { 'x-service-site': owner.site.subdomain },
    });
    expect(atom.status).toBe(200);
    const entries = [parser.parse(atom.text).feed.entry].flat();
    expect(entries).toHaveLength(3);
    expect(entries[0].link['@_href']).toMatch(new RegExp(`${owner.site.subdomain}.*/${channel.slug}/`));

    const off = await makeChannel({
      customizations: [{ name: 'headline', type: 'string' }],
      acl: { read: 'public' },
      rss_enabled: false,
    });
    expect((await api.request('GET', `/channels/${off.id}/feed.rss?site=${owner.site.id}`)).status).toBe(404);
    const closed = await makeChannel({ customizations: [{ name: 'headline', type: 'string' }], rss_enabled: true });
    expect((await api.request('GET', `/channels/${closed.id}/feed.rss?site=${owner.site.id}`)).status).toBe(404);
    expect((await api.request('GET', `/channels/${channel.id}/feed.rss`)).status).toBe(400);
  });

  it("serves a blog's live articles as a feed", async () => {
    const blog = await api.request('POST', '/blogs', as(owner, { name: unique('Journal ') }));
    const published = await api.request(
      'POST',
      `/blogs/${blog.body.id}/articles`,
      as(owner, { title: 'Out now', status: 'published', text_excerpt: 'A <b>bold</b> start' }),
    );
    expect(published.status, published.text).toBe(201);
    await api.request('POST', `/blogs/${blog.body.id}/articles`, as(owner, { title: 'Draft' }));
    const res = await api.request('GET', `/blogs/${blog.body.id}/feed.rss?site=${owner.site.id}`);
    expect(res.status, res.text).toBe(200);
    const items = [parser.parse(res.text).rss.channel.item].flat();
    expect(items.map((item: { title: string; description: string }) => [item.title, item.description])).toEqual([
      ['Out now', 'A &lt;b&gt;bold&lt;/b&gt; start'],
    ]);
  });
});
