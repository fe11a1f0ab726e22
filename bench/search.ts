/**
 * Search on one site of 10,000 entries of about 200 words (bench/search-corpus.ts): the stored
 * index's size, a full rebuild's time, the first query after a cold start (the base loaded from the
 * bucket), warm query latency through the API beside the floor of a route making one DynamoDB read
 * on the same instance, and freshness (a write's 2xx to the first search that finds it). Expects
 * TABLE_NAME, AWS_ENDPOINT_URL_DYNAMODB, MEDIA_BUCKET and AWS_ENDPOINT_URL_S3 to be set before it
 * is imported.
 */
import { findChannel } from '../lib/channels/channels.js';
import { readIndexState } from '../lib/search/index-state.js';
import { forgetSearchCache } from '../lib/search/search.js';
import { startApi } from '../harness/api.js';
import { seedEntries } from '../harness/seed-entries.js';
import { fixed, median, percentile, type Figure } from './report.js';
import { searchCorpus, searchQueries } from './search-corpus.js';

const waitFor = async (check: () => Promise<boolean>, timeoutMs: number): Promise<number> => {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    if (await check()) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`search bench: not done within ${timeoutMs} ms`);
};

/** The channel (search off) and its entries, written as createEntry stores them, 25 to a BatchWriteItem. */
const seed = async (
  api: Awaited<ReturnType<typeof startApi>>,
  owner: Awaited<ReturnType<Awaited<ReturnType<typeof startApi>>['owner']>>,
  corpus: ReturnType<typeof searchCorpus>,
): Promise<string> => {
  const as = { token: owner.token, site: owner.site.id };
  const created = await api.request('POST', '/channels', {
    ...as,
    body: {
      name: 'Articles',
      // Off while the entries are seeded (each would be indexed one by one): switched on below.
      search_enabled: false,
      title_field: 'title',
      acl: { read: 'public' },
      customizations: [
        { name: 'title', type: 'string' },
        { name: 'body', type: 'text' },
      ],
    },
  });
  if (created.status !== 201) throw new Error(`channel: ${created.status} ${created.text}`);
  const channelId = created.body.id as string;
  const channel = await findChannel(owner.site.id, channelId);
  if (!channel) throw new Error('channel not found');
  // Entries stored as a create stores them (over HTTP this would take minutes); the rebuild below indexes them.
  await seedEntries(owner.site.id, channel, corpus.length, (i) => {
    const { title, body } = corpus[i] as (typeof corpus)[number];
    return { title, body };
  });

  return channelId;
};

export const measureSearch = async (
  options: { entries?: number; queries?: number; freshness?: number } = {},
): Promise<{ results: Record<string, unknown>; figures: Figure[] }> => {
  const { entries = 10_000, queries = 200, freshness = 10 } = options;
  const SECTION = `search (${entries.toLocaleString('en')} entries)`;
  // The site and its entries are made before the stream is read: the event worker starts from the
  // stream's end, so the seed's 10,000 records are not routed one by one (each entry is indexed at
  // once when its channel is switched on, below).
  const setup = await startApi();
  let owner: Awaited<ReturnType<typeof setup.owner>>;
  let channelId: string;
  const corpus = searchCorpus(entries);
  try {
    owner = await setup.owner();
    channelId = await seed(setup, owner, corpus);
  } finally {
    await setup.close();
  }
  const api = await startApi({ queues: true, events: true });
  try {
    const as = { token: owner.token, site: owner.site.id };

    // Search switched on: the channel's entries go straight into a new base.
    const on = await api.request('PUT', `/channels/${channelId}`, { ...as, body: { search_enabled: true } });
    if (on.status !== 200) throw new Error(`channel: ${on.status} ${on.text}`);
    const channelOnMs = await waitFor(async () => {
      const status = await api.request('GET', '/search/status', as);
      return (status.body?.documents ?? 0) >= entries;
    }, 300_000);

    // A full rebuild: from the 202 to the status saying done.
    const asked = await api.request('POST', '/search/reindex', { ...as, body: {} });
    if (asked.status !== 202) throw new Error(`reindex: ${asked.status} ${asked.text}`);
    const reindexMs = await waitFor(async () => {
      const status = await api.request('GET', '/search/status', as);
      return status.body?.reindex?.status === 'done';
    }, 300_000);
    const state = await readIndexState(owner.site.id);
    const indexBytes = state?.base_bytes ?? 0;

    // The first query after a cold start: the base index loaded from the bucket.
    const asks = searchQueries(corpus, queries);
    forgetSearchCache();
    let begin = performance.now();
    const cold = await api.request('GET', `/search?q=${encodeURIComponent(asks[0] as string)}`, as);
    const coldMs = performance.now() - begin;
    if (cold.status !== 200) throw new Error(`search: ${cold.status} ${cold.text}`);

    // Warm: every query through the API, and the floor (a route making one DynamoDB read) between them.
    const searchMs: number[] = [];
    const floorMs: number[] = [];
    let requests = 0;
    let hits = 0;
    for (const ask of asks) {
      begin = performance.now();
      requests = Math.max(
        requests,
        await api.countRequests(async () => {
          const res = await api.request('GET', `/search?q=${encodeURIComponent(ask)}&per_page=20`, as);
          if (res.status !== 200) throw new Error(`search: ${res.status} ${res.text.slice(0, 200)}`);
          if ((res.body as unknown[]).length) hits += 1;
        }),
      );
      searchMs.push(performance.now() - begin);
      begin = performance.now();
      await api.request('GET', '/search/status', as);
      floorMs.push(performance.now() - begin);
    }

    // Freshness: from a write's 201 to the first search that finds it; then its delete.
    const foundMs: number[] = [];
    const goneMs: number[] = [];
    for (let i = 0; i < freshness; i += 1) {
      const word = `zq${i}${'abcdefghij'[i % 10]}fresh${Date.now().toString(36).replace(/\d/g, 'k')}`;
      const made = await api.request('POST', `/channels/${channelId}/entries`, {
        ...as,
        body: { fields: { title: `Fresh ${word}`, body: 'written by the bench' } },
      });
      if (made.status !== 201) throw new Error(`entry: ${made.status} ${made.text}`);
      const found = async () =>
        ((await api.request('GET', `/search?q=${word}`, as)).body as { id: string }[]).some(
          (r) => r.id === made.body.id,
        );
      foundMs.push(await waitFor(found, 30_000));
      await api.request('DELETE', `/channels/${channelId}/entries/${made.body.id}`, as);
      goneMs.push(await waitFor(async () => !(await found()), 30_000));
    }

    const results = {
      entries,
      channelOnMs,
      indexBytes,
      documents: state?.base_documents,
      reindexMs,
      coldMs,
      warmP50Ms: median(searchMs),
      warmP95Ms: percentile(searchMs, 95),
      floorP50Ms: median(floorMs),
      requests,
      queriesWithHits: hits,
      queries: asks.length,
      freshnessP50Ms: median(foundMs),
      freshnessP99Ms: percentile(foundMs, 99),
      deleteP50Ms: median(goneMs),
      deleteP99Ms: percentile(goneMs, 99),
    };
    const mb = indexBytes / 1024 / 1024;
    const figures: Figure[] = [
      {
        section: SECTION,
        name: 'stored index (gzipped base)',
        value: `${fixed(mb, 1)} MB`,
        target: '≤ 20 MB',
        met: mb <= 20,
      },
      {
        section: SECTION,
        name: 'full reindex (202 → status done)',
        value: `${fixed(reindexMs / 1000, 1)} s`,
        target: '≤ 60 s',
        met: reindexMs <= 60_000,
      },
      {
        section: SECTION,
        name: 'a channel switched on: its entries indexed',
        value: `${fixed(channelOnMs / 1000, 1)} s`,
        target: '',
      },
      {
        section: SECTION,
        name: 'first query after a cold start',
        value: `${fixed(coldMs, 0)} ms`,
        target: '≤ 1000 ms',
        met: coldMs <= 1000,
      },
      {
        section: SECTION,
        name: `warm query p50 (${asks.length} queries, through the API)`,
        value: `${fixed(results.warmP50Ms, 1)} ms`,
        target: '≤ 20 ms',
        met: results.warmP50Ms <= 20,
      },
      {
        section: SECTION,
        name: 'warm query p95',
        value: `${fixed(results.warmP95Ms, 1)} ms`,
        target: '≤ 60 ms',
        met: results.warmP95Ms <= 60,
      },
      {
        section: SECTION,
        name: 'floor: a route making one DynamoDB read, same instance, p50',
        value: `${fixed(results.floorP50Ms, 1)} ms`,
        target: '',
      },
      {
        section: SECTION,
        name: 'DynamoDB requests per query',
        value: String(requests),
        target: '≤ 2',
        met: requests <= 2,
      },
      {
        section: SECTION,
        name: `write → found p50 / p99 (${freshness} writes)`,
        value: `${fixed(results.freshnessP50Ms, 0)} / ${fixed(results.freshnessP99Ms, 0)} ms`,
        target: '≤ 2000 / 10000 ms',
        met: results.freshnessP50Ms <= 2000 && results.freshnessP99Ms <= 10_000,
      },
      {
        section: SECTION,
        name: 'delete → gone p50 / p99',
        value: `${fixed(results.deleteP50Ms, 0)} / ${fixed(results.deleteP99Ms, 0)} ms`,
        target: '≤ 2000 / 10000 ms',
        met: results.deleteP50Ms <= 2000 && results.deleteP99Ms <= 10_000,
      },
    ];
    return { results, figures };
  } finally {
    await api.close();
  }
};
