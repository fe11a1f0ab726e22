import { failedOutcome, type SandboxJob, type SandboxOutcome } from './protocol.js';
import type { SandboxPool } from './pool.js';
import { invokeLambda } from '../../aws/lambda-invoke.js';

/** Which sandbox runs a job: the request sandbox (short timeout) or the job sandbox (jobs' long one). */
export type SandboxKind = 'request' | 'job';

/** The sandbox functions' names on AWS (infra: CloudCode construct); unset locally. */
export const SANDBOX_FUNCTION_ENV: Readonly<Record<SandboxKind, string>> = {
  request: 'CLOUD_CODE_SANDBOX_FUNCTION',
  job: 'CLOUD_CODE_JOB_SANDBOX_FUNCTION',
};

/** The sandbox function's own failure (its timeout, a crash), as Lambda describes it, as an outcome. */
const outcomeOfFailure = (message: string, started: number): SandboxOutcome =>
  failedOutcome(
    /timed out/i.test(message) ? 'timeout' : /memory|exited/i.test(message) ? 'memory' : 'error',
    message,
    started,
  );

/** One invocation of a sandbox Lambda: its answer, or its failure (the function's own timeout, a crash) as an outcome. */
const invokeSandboxLambda = async (name: string, job: SandboxJob): Promise<SandboxOutcome> => {
  const started = performance.now();
  // The sandbox function's own timeout is the job's limit plus 5 s (infra); a silent connection past that plus a margin is given up.
  const answer = await invokeLambda(name, JSON.stringify(job), job.limits.timeoutMs + 15_000);
  // The function's own timeout or a crash (the outer bound): Lambda reports it as a function error.
  if (answer.functionError)
    return outcomeOfFailure(
      (JSON.parse(answer.payload || '{}') as { errorMessage?: string }).errorMessage ?? answer.functionError,
      started,
    );
  return JSON.parse(answer.payload) as SandboxOutcome;
};

let pool: Promise<SandboxPool> | undefined;
/** The local pool of sandbox threads (`npm start`, tests), made on first use or by `startLocalSandbox`. */
export const localSandbox = (): Promise<SandboxPool> => {
  pool ??= import('./pool.js').then(
    ({ SandboxPool: Pool }) => new Pool(Number(process.env.CLOUD_CODE_LOCAL_WORKERS || 4)),
  );
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
  if (name) return invokeSandboxLambda(name, job);
  return (await localSandbox()).run(job);
};
