/**
 * Forms section of `npm run bench`, on the local server over DynamoDB Local:
 * - DynamoDB requests of a submission (spam detection on: its two rate counters ride in the entry's
 *   transaction) and of a 50-entry feed and its 304, with no event worker running, so the counts are
 *   the requests' own (the mail path is the stream's and the queue's, never the request's);
 * - the p50 of a submission next to the p50 of `POST /channels/{channel}/entries`, interleaved;
 * - 100 submissions in 30 s from 20 clients, each from its own 127.0.0.x address (the server
 *   passes the socket's address as API Gateway's sourceIp), every fifth one a honeypot hit: each
 *   accepted one must be notified exactly once in the local SMTP catcher, spam never.
 */
import { request as httpRequest } from 'node:http';
import { startApi, type TestApi } from '../harness/api.js';
import { fixed, percentile, type Figure } from './report.js';

const SECTION = 'forms';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A POST from a chosen local address (127.0.0.x): status and milliseconds. */
const post = (url: string, body: unknown, headers: Record<string, string>, localAddress: string) =>
  new Promise<{ status: number; ms: number; body: string }>((resolve, reject) => {
    const started = performance.now();
    const data = JSON.stringify(body);
    const req = httpRequest(
      url,
      {
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(data)), ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            ms: performance.now() - started,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(data);
  });

const must = async <T>(what: string, res: { status: number; text: string; body: T }, status: number) => {
  if (res.status !== status) throw new Error(`${what}: ${res.status} ${res.text.slice(0, 300)}`);
  return res.body;
};

const FORM = {
  customizations: [
    { name: 'name', type: 'string', required: true },
    { name: 'email', type: 'string' },
    { name: 'message', type: 'text' },
  ],
  acl: { create: 'public', read: 'public' },
  submittable: true,
  spam_detection: true,
  submittable_fields: ['name', 'email', 'message'],
  submittable_notifications: true,
  submittable_receivers: 'desk@example.com',
  submittable_notification_template: '<p>Submission {{ entry.id }} from {{ entry.name }}</p>',
};

const measureRequests = async (api: TestApi) => {
  const owner = await api.owner();
  const as = { token: owner.token, site: owner.site.id };
  const publicToken = await api.siteToken(owner, ['public']);
  const form = (await must(
    'form channel',
    await api.request('POST', '/channels', { ...as, body: { name: 'Bench form', ...FORM } }),
    201,
  )) as { id: string };
  const plain = (await must(
    'plain channel',
    await api.request('POST', '/channels', {
      ...as,
      body: {
        name: 'Bench entries',
        customizations: FORM.customizations,
        acl: { read: 'public' },
        rss_enabled: true,
        rss_title_field: 'name',
        rss_description_field: 'message',
      },
    }),
    201,
  )) as { id: string };
  const token = (
    (await must(
      'form token',
      await api.request('GET', `/channels/${form.id}/submissions/form_token`, { token: publicToken }),
      200,
    )) as { form_token: string }
  ).form_token;
  await sleep(3_100);

  const submissionCount = await api.countRequests(() =>
    api.request('POST', `/channels/${form.id}/submissions`, {
      token: publicToken,
      body: { name: 'Ann', message: 'Hello', _form_token: token },
    }),
  );
  // p50s, interleaved: a submission (each from its own address, so the per-address limit stays out of it) and a staff create.
  const submissions: number[] = [];
  const creates: number[] = [];
  for (let i = 0; i < 110; i += 1) {
    const address = `127.0.0.${10 + (i % 200)}`;
    const created = await post(
      `${api.url}/channels/${plain.id}/entries`,
      { fields: { name: `Entry ${i}`, message: 'Body' } },
      { authorization: `Bearer ${owner.token}`, 'x-service-site': owner.site.id },
      address,
    );
    const submitted = await post(
      `${api.url}/channels/${form.id}/submissions`,
      { name: `Visitor ${i}`, message: 'Hi', _form_token: token },
      { authorization: `Bearer ${publicToken}` },
      address,
    );
    if (created.status !== 201 || submitted.status !== 201)
      throw new Error(`p50 run: ${created.status} ${submitted.status} ${submitted.body.slice(0, 200)}`);
    if (i >= 10) {
      creates.push(created.ms);
      submissions.push(submitted.ms);
    }
  }
  const feedPath = `/channels/${plain.id}/feed.rss?site=${owner.site.id}`;
  let etag = '';
  const feedCount = await api.countRequests(async () => {
    etag = (await api.request('GET', feedPath)).headers.get('etag') ?? '';
  });
  const notModifiedCount = await api.countRequests(() =>
    api.request('GET', feedPath, { headers: { 'if-none-match': etag } }),
  );
  const ratio = percentile(submissions, 50) / percentile(creates, 50);
  return [
    {
      section: SECTION,
      name: 'POST /channels/{channel}/submissions: DynamoDB requests (spam detection on, authentication included; mail path off the request)',
      value: `${submissionCount}`,
      target: '≤ 3',
      met: submissionCount <= 3,
    },
    {
      section: SECTION,
      name: 'submission p50 / POST …/entries p50 (100 each, interleaved)',
      value: `${fixed(ratio)}× (${fixed(percentile(submissions, 50), 1)} vs ${fixed(percentile(creates, 50), 1)} ms)`,
      target: '≤ 1.2×',
      met: ratio <= 1.2,
    },
    {
      section: SECTION,
      name: 'GET /channels/{channel}/feed.rss (50 entries): DynamoDB requests',
      value: `${feedCount}`,
      target: '≤ 2',
      met: feedCount <= 2,
    },
    {
      section: SECTION,
      name: 'the same feed, 304 (If-None-Match): DynamoDB requests',
      value: `${notModifiedCount}`,
      target: '≤ 2',
      met: notModifiedCount <= 2,
    },
  ] satisfies Figure[];
};

const measureFlood = async (api: TestApi) => {
  const owner = await api.owner();
  const publicToken = await api.siteToken(owner, ['public']);
  const form = (await must(
    'form channel',
    await api.request('POST', '/channels', {
      token: owner.token,
      site: owner.site.id,
      body: { name: 'Bench flood', ...FORM },
    }),
    201,
  )) as { id: string };
  const started = Date.now();
  const outcomes: { id: string; spam: boolean; status: number }[] = [];
  // 20 clients, 5 submissions each, spread over 30 s; every fifth a honeypot hit.
  await Promise.all(
    Array.from({ length: 20 }, async (_, client) => {
      const address = `127.0.0.${100 + client}`;
      await sleep(client * 100);
      const token = await api.request('GET', `/channels/${form.id}/submissions/form_token`, { token: publicToken });
      await sleep(3_100);
      for (let n = 0; n < 5; n += 1) {
        const spam = n === 4;
        const res = await post(
          `${api.url}/channels/${form.id}/submissions`,
          {
            name: `Client ${client}.${n}`,
            message: 'Hello',
            _form_token: token.body.form_token,
            ...(spam && { _gotcha: 'filled' }),
          },
          { authorization: `Bearer ${publicToken}` },
          address,
        );
        outcomes.push({
          id: res.status === 201 ? (JSON.parse(res.body) as { id: string }).id : '',
          spam,
          status: res.status,
        });
        if (n < 4) await sleep(4_000);
      }
    }),
  );
  const seconds = (Date.now() - started) / 1000;
  // Every accepted one's notification, then a moment for any duplicate to show.
  const accepted = outcomes.filter((o) => o.status === 201 && !o.spam);
  const deadline = Date.now() + 60_000;
  let mail = await api.mail!.messages();
  while (Date.now() < deadline && !accepted.every((o) => mail.some((m) => m.html.includes(o.id)))) {
    await api.queues?.idle();
    await sleep(200);
    mail = await api.mail!.messages();
  }
  await sleep(2_000);
  await api.queues?.idle();
  mail = await api.mail!.messages();
  const notified = (id: string) => mail.filter((m) => m.html.includes(`Submission ${id} `)).length;
  const exactlyOnce = accepted.filter((o) => notified(o.id) === 1).length;
  const spamMailed = outcomes.filter((o) => o.spam && o.id && notified(o.id) > 0).length;
  const refused = outcomes.filter((o) => o.status !== 201).length;
  return [
    {
      section: SECTION,
      name: '100 submissions from 20 addresses (127.0.0.x), 5 each, 20 of them honeypot hits',
      value: `${outcomes.length} in ${fixed(seconds, 1)} s, ${refused} refused`,
      target: '100 in ≤ 30 s, none refused',
      met: outcomes.length === 100 && refused === 0 && seconds <= 30,
    },
    {
      section: SECTION,
      name: 'accepted submissions notified exactly once (local SMTP catcher)',
      value: `${exactlyOnce} of ${accepted.length}`,
      target: 'all',
      met: exactlyOnce === accepted.length && accepted.length === 80,
    },
    { section: SECTION, name: 'spam notified', value: `${spamMailed}`, target: '0', met: spamMailed === 0 },
  ] satisfies Figure[];
};

export const measureForms = async (): Promise<{ figures: Figure[] }> => {
  const quiet = await startApi();
  let figures: Figure[];
  try {
    figures = await measureRequests(quiet);
  } finally {
    await quiet.close();
  }
  const full = await startApi({ events: true, queues: true, smtp: true });
  try {
    figures.push(...(await measureFlood(full)));
  } finally {
    await full.close();
  }
  return { figures };
};
