/**
 * The list query language on a channel of 10,000 entries: DynamoDB requests, consumed
 * capacity and p50 latency of the first page in the channel's order, a filtered page, and the last
 * page reached by following cursors. Expects TABLE_NAME and AWS_ENDPOINT_URL_DYNAMODB to be set
 * before it is imported.
 */
import { findChannel } from '../lib/channels/channels.js';
import { db } from '../lib/db/client.js';
import { startApi } from '../harness/api.js';
import { seedEntries } from '../harness/seed-entries.js';
import { fixed, median, type Figure } from './report.js';

const SECTION = 'list query (10,000 entries)';
const ENTRIES = 10_000;
const RUNS = 15;
const CITIES = ['ghent', 'antwerp', 'brussels'];

let capacity: number | undefined;
// Benchmark only: ask every request for its consumed capacity while a measured call runs.
db.middlewareStack.add(
  (next) => async (args) => {
    (args.input as Record<string, unknown>).ReturnConsumedCapacity = 'TOTAL';
    const result = await next(args);
    const consumed = (result.output as { ConsumedCapacity?: { CapacityUnits?: number } | { CapacityUnits?: number }[] })
      .ConsumedCapacity;
    if (capacity !== undefined)
      capacity += [consumed ?? []].flat().reduce((sum, entry) => sum + (entry.CapacityUnits ?? 0), 0);
    return result;
  },
  { step: 'initialize', name: 'benchListQueryCapacity' },
);

export const measureListQuery = async (): Promise<{ results: Record<string, unknown>; figures: Figure[] }> => {
  const api = await startApi();
  try {
    const owner = await api.owner();
    const as = { token: owner.token, site: owner.site.id };
    const created = await api.request('POST', '/channels', {
      ...as,
      body: {
        name: 'Events',
        order_by: 'rank',
        order_direction: 'desc',
        customizations: [
          { name: 'title', type: 'string' },
          { name: 'rank', type: 'integer' },
          { name: 'city', type: 'select', select_options: CITIES.map((name) => ({ name })) },
        ],
      },
    });
    if (created.status !== 201) throw new Error(`channel: ${created.status} ${created.text}`);
    const channelId = created.body.id as string;
    const channel = await findChannel(owner.site.id, channelId);
    if (!channel) throw new Error('channel not found');
    // Entries stored as a create stores them (over HTTP this would take minutes).
    await seedEntries(owner.site.id, channel, ENTRIES, (i) => ({
      title: `Event ${i}`,
      rank: (i * 7919) % 1000,
      city: CITIES[i % 3],
    }));
    // The last page's address, by following rel="next" from the first page.
    let last = `/channels/${channelId}/entries?per_page=100`;
    let pages = 0;
    for (;;) {
      const res = await api.request('GET', last, as);
      pages += 1;
      // Link carries first and last too: follow rel="next" only.
      const href = /<([^>]+)>;\s*rel="next"/.exec(res.headers.get('link') ?? '')?.[1];
      if (!href) break;
      const next = new URL(href);
      last = `${next.pathname}${next.search}`;
    }
    const scenarios = [
      {
        name: 'first page, channel order (per_page=20)',
        path: `/channels/${channelId}/entries?per_page=20`,
        target: 2,
      },
      {
        name: 'filtered page (where[city]=ghent, per_page=20)',
        path: `/channels/${channelId}/entries?per_page=20&where[city]=ghent`,
        target: undefined,
      },
      { name: `last page by cursor (page ${pages} of per_page=100)`, path: last, target: 3 },
    ];
    const results: Record<string, unknown> = { entries: ENTRIES, pagesWalked: pages };
    const figures: Figure[] = [];
    for (const scenario of scenarios) {
      const runs: { requests: number; capacity: number; ms: number; items: number }[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        capacity = 0;
        let items = 0;
        const begin = performance.now();
        const requests = await api.countRequests(async () => {
          const res = await api.request('GET', scenario.path, as);
          if (res.status !== 200) throw new Error(`${scenario.path}: ${res.status} ${res.text.slice(0, 200)}`);
          items = (res.body as unknown[]).length;
        });
        runs.push({ requests, capacity, ms: performance.now() - begin, items });
        capacity = undefined;
      }
      const requests = Math.max(...runs.map((run) => run.requests));
      const row = {
        requests,
        capacityUnits: median(runs.map((run) => run.capacity)),
        p50Ms: median(runs.map((run) => run.ms)),
        items: runs[0]?.items,
      };
      results[scenario.name] = row;
      figures.push({
        section: SECTION,
        name: scenario.name,
        value: `${requests} req, ${fixed(row.capacityUnits, 1)} CU, p50 ${fixed(row.p50Ms, 1)} ms, ${row.items} items`,
        target: scenario.target === undefined ? '' : `<= ${scenario.target} req`,
        ...(scenario.target !== undefined && { met: requests <= scenario.target }),
      });
    }
    return { results, figures };
  } finally {
    await api.close();
  }
};
