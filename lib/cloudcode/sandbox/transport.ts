import type { SandboxJob, SandboxOutcome } from './protocol.js';
import type { SandboxPool } from './pool.js';

/** Which sandbox runs a job: the request sandbox (short timeout) or the job sandbox (jobs' long one). */
export type SandboxKind = 'request' | 'job';

/** The sandbox functions' names on AWS (infra: CloudCode construct); unset locally. */
export const SANDBOX_FUNCTION_ENV: Readonly<Record<SandboxKind, string>> = { request: 'CLOUD_CODE_SANDBOX_FUNCTION', job: 'CLOUD_CODE_JOB_SANDBOX_FUNCTION' };

const outcomeOfFailure = (message: string, started: number): SandboxOutcome => ({
  status: /timed out/i.test(message) ? 'timeout' : /memory|exited/i.test(message) ? 'memory' : 'error',
  error: { message }, logs: [], droppedLogLines: 0, durationMs: Math.round(performance.now() - started), memoryBytes: 0, sdkCalls: 0, fetchCalls: 0,
});

// The Lambda client is loaded on the first invocation only, so functions that may run code but
// mostly do not (writes checking for hooks) pay nothing for it at cold start.
let lambda: Promise<(name: string, job: SandboxJob) => Promise<SandboxOutcome>> | undefined;
const lambdaInvoker = () => {
  lambda ??= import('@aws-sdk/client-lambda').then(({ LambdaClient, InvokeCommand }) => {
    const client = new LambdaClient({});
    return async (name: string, job: SandboxJob) => {
      const started = performance.now();
      const answer = await client.send(new InvokeCommand({ FunctionName: name, Payload: Buffer.from(JSON.stringify(job)) }));
      const text = Buffer.from(answer.Payload ?? new Uint8Array()).toString('utf8');
      // The function's own timeout or a crash (the outer bound): Lambda reports it as a function error.
      if (answer.FunctionError) return outcomeOfFailure((JSON.parse(text || '{}') as { errorMessage?: string }).errorMessage ?? answer.FunctionError, started);
      return JSON.parse(text) as SandboxOutcome;
    };
  });
  return lambda;
};

let pool: Promise<SandboxPool> | undefined;
/** The local pool of sandbox threads (`npm start`, tests), made on first use or by `startLocalSandbox`. */
export const localSandbox = (): Promise<SandboxPool> => {
  pool ??= import('./pool.js').then(({ SandboxPool: Pool }) => new Pool(Number(process.env.CLOUD_CODE_LOCAL_WORKERS || 4)));
  return pool;
};

/** Stops the local pool's threads (a stopping `npm start`, a test file's end). */
export const stopLocalSandbox = async (): Promise<void> => {
  const running = pool;
  pool = undefined;
  await (await running)?.close();
};

/**
 * Runs one invocation in a sandbox: on AWS the sandbox Lambda (no table or secret permission; its
 * own timeout the outer bound), locally a worker thread of the pool. Either way the job and its
 * outcome are plain JSON.
 */
export const runInSandbox = async (job: SandboxJob, kind: SandboxKind = 'request'): Promise<SandboxOutcome> => {
  const name = process.env[SANDBOX_FUNCTION_ENV[kind]];
  if (name) return (await lambdaInvoker())(name, job);
  return (await localSandbox()).run(job);
};
