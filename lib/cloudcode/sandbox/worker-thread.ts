import { parentPort } from 'node:worker_threads';
import { hostIo } from './host.js';
import type { SandboxJob } from './protocol.js';
import { runSandbox } from './run.js';

/**
 * A sandbox worker thread of the local pool (pool.ts): runs one job at a time and answers its
 * outcome. A guest that keeps this thread busy past its deadline blocks only this thread, which the
 * pool then terminates.
 */
parentPort?.on('message', (message: { id: number; job: SandboxJob }) => {
  void runSandbox(message.job, hostIo).then((outcome) => parentPort?.postMessage({ id: message.id, outcome }));
});
// Warm the engine (compile, first instance, the prelude's first parse) before taking jobs.
void runSandbox(
  {
    files: [],
    entry: { type: 'validate' },
    request: null,
    secrets: {},
    depth: 0,
    fetchAllowHosts: [],
    limits: {
      timeoutMs: 5_000,
      memoryBytes: 64 * 1024 * 1024,
      stackBytes: 256 * 1024,
      outputBytes: 1024,
      logLines: 1,
      logLineBytes: 1,
      fetchCalls: 0,
      fetchTimeoutMs: 1,
      fetchBytes: 1,
      sdkCalls: 0,
    },
  },
  hostIo,
).finally(() => parentPort?.postMessage({ ready: true }));
