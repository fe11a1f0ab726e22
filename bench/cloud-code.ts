/**
 * Cloud code section of `npm run bench`, on the local server in this process (the
 * sandbox in its worker threads, as under `npm start`):
 * - the sandbox's own start cost (a fresh WebAssembly instance, runtime, prelude and a trivial run,
 *   in-process, no thread hop) and the engine's one-off compile;
 * - a trivial function's p50 overhead over `GET /pages/{page}`, interleaved in the same run, warm,
 *   and on the first call after the sandbox threads started (as right after `npm start`);
 * - a before-hook's cost on an entry write, and the DynamoDB requests of writes on sites with and
 *   without hooks (an instance's first write after an activation, then steady state).
 */
import { forgetSiteCode } from '../lib/cloudcode/state.js';
import { hostIo } from '../lib/cloudcode/sandbox/host.js';
import { runSandbox } from '../lib/cloudcode/sandbox/run.js';
import { localSandbox, stopLocalSandbox } from '../lib/cloudcode/sandbox/transport.js';
import { startApi } from '../harness/api.js';
import { fixed, percentile, type Figure } from './report.js';

const SECTION = 'cloud code';

const time = async (fn: () => Promise<unknown>) => {
  const started = performance.now();
  await fn();
  return performance.now() - started;
};

export const measureCloudCode = async (options: { rounds: number }) => {
  // The sandbox alone: compile + first instance, then fresh instances (the spare made between runs).
  const job = {
    files: [{ name: 'main.js', code: "cloud.define('hello', async () => ({ ok: true }));" }],
    entry: { type: 'function' as const, name: 'hello' },
    request: { params: {} },
    secrets: {},
    depth: 1,
    fetchAllowHosts: [],
    limits: {
      timeoutMs: 10_000,
      memoryBytes: 64 << 20,
      stackBytes: 256 << 10,
      outputBytes: 1 << 20,
      logLines: 100,
      logLineBytes: 1024,
      fetchCalls: 10,
      fetchTimeoutMs: 5000,
      fetchBytes: 1 << 20,
      sdkCalls: 100,
    },
  };
  const firstSandbox = await time(() => runSandbox(job, hostIo));
  const sandboxRuns: number[] = [];
  for (let i = 0; i < options.rounds; i += 1) {
    await new Promise((resolve) => setImmediate(resolve));
    sandboxRuns.push(await time(() => runSandbox(job, hostIo)));
  }

  // No queue consumers: a before-hook's log message is taken and not consumed, so the counts are the requests' own.
  const api = await startApi();
  try {
    const owner = await api.owner();
    const as = (body?: unknown) => ({ token: owner.token, site: owner.site.id, ...(body !== undefined && { body }) });
    const deployed = await api.request(
      'POST',
      '/cloud_code/deployments',
      as({
        files: [
          {
            name: 'main.js',
            code: "cloud.define('hello', async () => ({ ok: true }));\ncloud.before('entry.create', 'hooked', async (req) => { req.object.fields.title = String(req.object.fields.title).trim(); });\n",
          },
        ],
      }),
    );
    if (deployed.status !== 201) throw new Error(`deploy: ${deployed.status} ${deployed.text}`);
    const page = await api.request('POST', '/pages', as({ title: 'Bench cloud code' }));
    const getPage = () => api.request('GET', `/pages/${page.body.id}`, as());
    const callHello = () => api.request('POST', '/functions/hello', as({}));

    // The first call on freshly started sandbox threads (npm start warms its first thread at start).
    await stopLocalSandbox();
    const spawnMs = await time(async () => (await localSandbox()).ready());
    const pagesBefore: number[] = [];
    for (let i = 0; i < 5; i += 1) pagesBefore.push(await time(getPage));
    const firstCall = await time(callHello);
    // Again on fresh threads, the function's module now loaded: under npm start the first call above
    // also imports (and tsx transpiles) call-function's module, which a bundled Lambda loads at init.
    await stopLocalSandbox();
    await (await localSandbox()).ready();
    const pagesLoaded: number[] = [];
    for (let i = 0; i < 5; i += 1) pagesLoaded.push(await time(getPage));
    const firstLoadedCall = await time(callHello);

    const pages: number[] = [];
    const calls: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      await getPage();
      await callHello();
    }
    for (let i = 0; i < options.rounds; i += 1) {
      pages.push(await time(getPage));
      calls.push(await time(callHello));
    }
    const overhead = percentile(calls, 50) - percentile(pages, 50);
    const [pageRequests, callRequests] = [await api.countRequests(getPage), await api.countRequests(callHello)];
    const firstOverhead = firstCall - percentile(pagesBefore, 50);
    const firstLoadedOverhead = firstLoadedCall - percentile(pagesLoaded, 50);

    // Hooks: entry writes in a hooked channel and in a channel without hooks, interleaved.
    for (const name of ['hooked', 'plain']) {
      const made = await api.request(
        'POST',
        '/channels',
        as({ name, slug: name, customizations: [{ name: 'title', type: 'string' }] }),
      );
      if (made.status !== 201) throw new Error(`channel: ${made.status}`);
    }
    const write = (channel: string) =>
      api.request('POST', `/channels/${channel}/entries`, as({ fields: { title: ' t ' } }));
    forgetSiteCode(owner.site.id);
    const firstHookedRequests = await api.countRequests(() => write('hooked'));
    const hookedRequests = await api.countRequests(() => write('hooked'));
    const plainRequests = await api.countRequests(() => write('plain'));
    const other = await api.owner();
    await api.request('POST', '/channels', {
      token: other.token,
      site: other.site.id,
      body: { name: 'plain', slug: 'plain', customizations: [{ name: 'title', type: 'string' }] },
    });
    const writeOther = () =>
      api.request('POST', '/channels/plain/entries', {
        token: other.token,
        site: other.site.id,
        body: { fields: { title: 'x' } },
      });
    const noCodeFirst = await api.countRequests(writeOther);
    const noCodeSteady = await api.countRequests(writeOther);
    const hooked: number[] = [];
    const plain: number[] = [];
    for (let i = 0; i < options.rounds; i += 1) {
      hooked.push(await time(() => write('hooked')));
      plain.push(await time(() => write('plain')));
    }
    const hookCost = percentile(hooked, 50) - percentile(plain, 50);

    const results = {
      sandbox: { firstRunMs: firstSandbox, p50Ms: percentile(sandboxRuns, 50), p90Ms: percentile(sandboxRuns, 90) },
      function: {
        pageP50Ms: percentile(pages, 50),
        callP50Ms: percentile(calls, 50),
        overheadP50Ms: overhead,
        firstCallMs: firstCall,
        firstOverheadMs: firstOverhead,
        firstLoadedCallMs: firstLoadedCall,
        firstLoadedOverheadMs: firstLoadedOverhead,
        threadsReadyMs: spawnMs,
      },
      requests: { page: pageRequests, call: callRequests },
      hooks: {
        hookedP50Ms: percentile(hooked, 50),
        plainP50Ms: percentile(plain, 50),
        costP50Ms: hookCost,
        requests: {
          firstHooked: firstHookedRequests,
          hooked: hookedRequests,
          plain: plainRequests,
          noCodeFirst,
          noCodeSteady,
        },
      },
    };
    const figures: Figure[] = [
      {
        section: SECTION,
        name: 'sandbox start + trivial run (fresh WebAssembly instance, runtime, prelude), in-process',
        value: `p50 ${fixed(results.sandbox.p50Ms)} ms, p90 ${fixed(results.sandbox.p90Ms)} ms (first of the process, compile included: ${fixed(firstSandbox, 0)} ms)`,
        target: '',
      },
      {
        section: SECTION,
        name: `trivial function: p50 overhead over GET /pages/{page}, warm (${options.rounds} interleaved)`,
        value: `${fixed(overhead)} ms (${fixed(percentile(calls, 50))} vs ${fixed(percentile(pages, 50))} ms)`,
        target: '≤ 15 ms',
        met: overhead <= 15,
      },
      {
        section: SECTION,
        name: 'DynamoDB requests: GET /pages/{page} / a trivial function (the token; the concurrency lease with the state; the lease given back beside the log, two writes at once)',
        value: `${pageRequests} / ${callRequests}`,
        target: '',
      },
      {
        section: SECTION,
        name: 'trivial function: first call after the sandbox threads started, over GET /pages/{page}',
        value: `${fixed(firstOverhead)} ms (threads ready in ${fixed(spawnMs, 0)} ms, at start)`,
        target: '≤ 60 ms',
        met: firstOverhead <= 60,
      },
      {
        section: SECTION,
        name: "trivial function: first call on fresh sandbox threads, call-function's module already loaded (as a Lambda after init)",
        value: `${fixed(firstLoadedOverhead)} ms`,
        target: '≤ 60 ms',
        met: firstLoadedOverhead <= 60,
      },
      {
        section: SECTION,
        name: 'before-hook on POST /channels/{c}/entries: p50 cost over a channel without hooks',
        value: `${fixed(hookCost)} ms`,
        target: '',
      },
      {
        section: SECTION,
        name: 'DynamoDB requests of an entry write: no code (first in 10 s / steady), hooked channel (first after activation / steady), channel without hooks',
        value: `${noCodeFirst} / ${noCodeSteady}, ${firstHookedRequests} / ${hookedRequests}, ${plainRequests}`,
        target: 'steady = without cloud code; first ≤ +1',
        met:
          hookedRequests === noCodeSteady && plainRequests === noCodeSteady && firstHookedRequests <= noCodeSteady + 1,
      },
    ];
    return { results, figures };
  } finally {
    await api.close();
  }
};
