/**
 * Events section of `npm run bench`: how long a change takes to reach a webhook
 * receiver on 127.0.0.1 (the API's answer, when the change is committed, to the receiver's
 * arrival), and how many deliveries per second the local worker sends.
 */
import { startApi } from '../harness/api.js';
import { startReceiver } from '../harness/webhook-receiver.js';
import { fixed, percentile, type Figure } from './report.js';

const SECTION = 'events';

export interface EventsOptions {
  /** Sequential changes timed one by one. */
  readonly changes: number;
  /** Webhooks × concurrent changes for the throughput figure. */
  readonly webhooks: number;
  readonly burst: number;
}

export const measureEvents = async (options: EventsOptions) => {
  process.env.WEBHOOK_ALLOW_PRIVATE_URLS = 'true';
  const api = await startApi({ events: true });
  const receiver = await startReceiver();
  try {
    const owner = await api.owner();
    const as = (body?: unknown) => ({ token: owner.token, site: owner.site.id, body });
    const hook = await api.request('POST', '/webhooks', as({ url: `${receiver.url}/latency`, events: ['page.*'] }));
    if (hook.status !== 201) throw new Error(`webhook: ${hook.status} ${hook.text}`);
    const page = await api.request('POST', '/pages', as({ title: 'Bench events' }));
    await receiver.waitFor(1, (r) => r.path === '/latency');

    // Latency: one change at a time, timed from the committed write to its arrival.
    const latencies: number[] = [];
    for (let i = 0; i < options.changes; i += 1) {
      const title = `Bench ${i}`;
      const res = await api.request('PATCH', `/pages/${page.body.id}`, as({ title }));
      if (res.status !== 200) throw new Error(`update: ${res.status}`);
      const committed = Date.now();
      const [arrived] = await receiver.waitFor(
        1,
        (r) => r.path === '/latency' && r.body.includes(`"title":"${title}"`),
        10_000,
      );
      latencies.push(arrived!.at - committed);
    }

    // Throughput: a burst of changes, each delivered to every webhook.
    for (let i = 0; i < options.webhooks; i += 1) {
      const res = await api.request(
        'POST',
        '/webhooks',
        as({ url: `${receiver.url}/burst`, events: ['coupon.created'] }),
      );
      if (res.status !== 201) throw new Error(`webhook: ${res.status}`);
    }
    const started = Date.now();
    await Promise.all(
      Array.from({ length: options.burst }, (_, i) =>
        api.request(
          'POST',
          '/coupons',
          as({ code: `BURST${i}${started}`, coupon_type: 'percentage', coupon_percentage: 5 }),
        ),
      ),
    );
    const expected = options.webhooks * options.burst;
    const burst = await receiver.waitFor(expected, (r) => r.path === '/burst', 60_000);
    const seconds = (Math.max(...burst.map((r) => r.at)) - started) / 1000;
    const perSecond = expected / seconds;

    const p50 = percentile(latencies, 50);
    const p99 = percentile(latencies, 99);
    const figures: Figure[] = [
      {
        section: SECTION,
        name: `change → receiver latency (${options.changes} page updates, one at a time)`,
        value: `p50 ${p50} ms, p99 ${p99} ms`,
        target: 'p50 ≤ 1000 ms',
        met: p50 <= 1000,
      },
      {
        section: SECTION,
        name: 'change → receiver within 2 s',
        value: `${latencies.filter((ms) => ms <= 2000).length} of ${latencies.length}`,
        target: 'all',
        met: latencies.every((ms) => ms <= 2000),
      },
      {
        section: SECTION,
        name: `deliveries per second (${options.burst} changes × ${options.webhooks} webhooks)`,
        value: `${fixed(perSecond, 0)}/s (${expected} in ${fixed(seconds, 1)} s)`,
        target: '',
      },
    ];
    return {
      figures,
      results: { latenciesMs: latencies, p50, p99, burst: { deliveries: expected, seconds, perSecond } },
    };
  } finally {
    await receiver.close();
    await api.close();
  }
};
