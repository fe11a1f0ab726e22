import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

const SCRIPT = new URL('./instance-server.ts', import.meta.url).pathname;
const READY = 'API_INSTANCE_READY ';

/** A local API server in a Node process of its own (one "Lambda instance"), on 127.0.0.1. */
export interface ApiInstance {
  readonly url: string;
  stop(): Promise<void>;
}

const startOne = (env: NodeJS.ProcessEnv): Promise<ApiInstance> =>
  new Promise((resolve, reject) => {
    const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', SCRIPT], {
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error('an API instance did not start within 90 s'));
    }, 90_000);
    const exited = new Promise<void>((done) => child.once('exit', () => done()));
    // Every line is read (the handlers' metrics may go to stdout), so the pipe never fills.
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
      if (!line.startsWith(READY)) return;
      clearTimeout(timer);
      const url = line.slice(READY.length);
      if (!url.startsWith('http://127.0.0.1:'))
        reject(new Error(`an instance listens elsewhere than 127.0.0.1: ${url}`));
      resolve({
        url,
        stop: async () => {
          if (child.exitCode === null) child.kill('SIGTERM');
          await exited;
        },
      });
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`an API instance exited (${code}) before it was ready`));
    });
  });

/**
 * Starts `count` API instances, each a local server in its own Node process (module state of its
 * own, as separate Lambda execution environments have), all on the same table and DynamoDB Local
 * (those of this process's environment unless `env` says otherwise). Stop them with `stop()`.
 */
export const startInstances = async (count: number, env: Record<string, string> = {}): Promise<ApiInstance[]> => {
  const started = await Promise.allSettled(
    Array.from({ length: count }, () =>
      startOne({
        ...process.env,
        POWERTOOLS_LOG_LEVEL: 'SILENT',
        POWERTOOLS_METRICS_DISABLED: 'true',
        ...env,
      }),
    ),
  );
  const instances = started
    .filter((s): s is PromiseFulfilledResult<ApiInstance> => s.status === 'fulfilled')
    .map((s) => s.value);
  const failed = started.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failed) {
    await Promise.all(instances.map((instance) => instance.stop()));
    throw failed.reason;
  }
  return instances;
};
