/**
 * Cloud code limits, per stage through the environment (infra/stages.ts on AWS), with the
 * issue's defaults. Read on each call, so `npm start` and a test may set them before use.
 */
export interface CloudCodeLimits {
  /** Wall time of a function call (`POST /functions/{name}`), ms. */
  readonly functionTimeoutMs: number;
  /** Wall time of a before-hook, ms (it runs inside the write's request). */
  readonly beforeHookTimeoutMs: number;
  /** Wall time of an after-hook, ms. */
  readonly afterHookTimeoutMs: number;
  /** Wall time of a job, ms (at most 600 s). */
  readonly jobTimeoutMs: number;
  /** Heap of one invocation's runtime, bytes. */
  readonly memoryBytes: number;
  /** Stack of one invocation's runtime, bytes. */
  readonly stackBytes: number;
  readonly fileBytes: number;
  readonly deploymentBytes: number;
  readonly files: number;
  readonly inputBytes: number;
  readonly outputBytes: number;
  readonly logLines: number;
  readonly logLineBytes: number;
  /** `fetch` calls per function, hook or validation; jobs get `jobFetchCalls`. */
  readonly fetchCalls: number;
  readonly jobFetchCalls: number;
  readonly fetchTimeoutMs: number;
  readonly fetchBytes: number;
  readonly sdkCalls: number;
  /** A write at this depth (a hook's write of a hook's write …) is refused. */
  readonly maxDepth: number;
  /** Invocations of one site running at once. */
  readonly concurrency: number;
}

const MAX_JOB_TIMEOUT_MS = 600_000;

const num = (name: string, fallback: number): number => {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`Environment variable ${name} must be a positive number`);
  return value;
};

/** The limits of this process. */
export const cloudCodeLimits = (): CloudCodeLimits => ({
  functionTimeoutMs: num('CLOUD_CODE_FUNCTION_TIMEOUT_MS', 10_000),
  beforeHookTimeoutMs: num('CLOUD_CODE_BEFORE_HOOK_TIMEOUT_MS', 1_000),
  afterHookTimeoutMs: num('CLOUD_CODE_AFTER_HOOK_TIMEOUT_MS', 10_000),
  jobTimeoutMs: Math.min(MAX_JOB_TIMEOUT_MS, num('CLOUD_CODE_JOB_TIMEOUT_MS', 60_000)),
  memoryBytes: num('CLOUD_CODE_MEMORY_MB', 64) * 1024 * 1024,
  stackBytes: num('CLOUD_CODE_STACK_KB', 256) * 1024,
  fileBytes: 256 * 1024,
  deploymentBytes: 1024 * 1024,
  files: 100,
  inputBytes: 128 * 1024,
  outputBytes: 1024 * 1024,
  logLines: 100,
  logLineBytes: 1024,
  fetchCalls: num('CLOUD_CODE_FETCH_CALLS', 10),
  jobFetchCalls: num('CLOUD_CODE_JOB_FETCH_CALLS', 50),
  fetchTimeoutMs: num('CLOUD_CODE_FETCH_TIMEOUT_MS', 5_000),
  fetchBytes: 1024 * 1024,
  sdkCalls: num('CLOUD_CODE_SDK_CALLS', 100),
  maxDepth: 4,
  concurrency: num('CLOUD_CODE_CONCURRENCY', 10),
});

/** Hosts that cloud code's `fetch` may reach although they are local (tests' receivers); empty by default. */
export const fetchAllowHosts = (): ReadonlySet<string> =>
  new Set(
    (process.env.CLOUD_CODE_FETCH_ALLOW_HOSTS ?? '')
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
  );
