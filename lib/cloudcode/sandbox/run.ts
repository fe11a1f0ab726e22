import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { QuickJSContext, QuickJSHandle, QuickJSRuntime } from 'quickjs-emscripten-core';
import { PRELUDE } from './prelude.js';
import type { LogLine, OutcomeStatus, Rejection, SandboxJob, SandboxOutcome } from './protocol.js';
import { freshEngine } from './quickjs.js';

/** A host call's answer as the guest receives it (JSON): a value, or an error it throws. */
export type HostAnswer = { readonly ok: unknown } | { readonly error: unknown };

/** What the guest's `site` and `fetch` reach: HTTP in production (host.ts), stand-ins in unit tests. */
export interface HostIo {
  sdk(request: unknown, job: SandboxJob): Promise<HostAnswer>;
  fetch(request: unknown, job: SandboxJob): Promise<HostAnswer>;
}

const DIGESTS: Readonly<Record<string, string>> = {
  'SHA-1': 'sha1',
  'SHA-256': 'sha256',
  'SHA-384': 'sha384',
  'SHA-512': 'sha512',
};

/** `(function (exports, require, module, __filename) {` on the file's first line, so its line numbers stay its own. */
const WRAPPER_START = '(function (exports, require, module, __filename) {';
const wrap = (code: string) => `${WRAPPER_START}${code}\n})`;

/** Where a QuickJS error points: the first `(file:line:column)` of its stack inside the deployment's files. */
const locate = (stack: string | undefined, files: ReadonlySet<string>) => {
  for (const match of (stack ?? '').matchAll(/\(?([^\s()]+):(\d+):(\d+)\)?/g)) {
    const [, file, line, column] = match as unknown as [string, string, string, string];
    if (files.has(file)) {
      const lineNumber = Number(line);
      // The wrapper shares the first line: its columns are shifted by the wrapper's length.
      return {
        file,
        line: lineNumber,
        column: lineNumber === 1 ? Math.max(1, Number(column) - WRAPPER_START.length) : Number(column),
      };
    }
  }
  return undefined;
};

const classify = (error: { name?: string; message?: string }): OutcomeStatus => {
  if (error.name === 'InternalError' && error.message === 'interrupted') return 'timeout';
  if (error.name === 'InternalError' && /out of memory|stack overflow/.test(error.message ?? '')) return 'memory';
  if (error.name === 'RangeError' && /call stack/i.test(error.message ?? '')) return 'memory';
  return 'error';
};

/** Drops `__proto__` keys from what the guest hands back, so no host object can be re-parented by it. */
const parseGuestJson = (text: string): unknown =>
  JSON.parse(text, (key, value: unknown) => (key === '__proto__' ? undefined : value));

/**
 * Runs one invocation in a fresh QuickJS runtime on a fresh WebAssembly instance, with the job's
 * memory limit, stack limit and deadline (an interrupt handler stops running code at the deadline;
 * waiting on host calls is bounded by the same deadline), then throws everything away. Host calls
 * (`site`, `fetch`) return promises the host settles; past a limit (SDK calls, fetch calls, output
 * size) the invocation is stopped, whatever the code catches. Never throws for anything the guest
 * does: every ending is an outcome.
 */
/** The most of an uncaught error's message and stack an outcome carries (characters). */
const MAX_ERROR_MESSAGE = 4_096;
const MAX_ERROR_STACK = 8_192;

export const runSandbox = async (job: SandboxJob, io: HostIo): Promise<SandboxOutcome> => {
  const started = performance.now();
  const deadline = Date.now() + job.limits.timeoutMs;
  const logs: LogLine[] = [];
  let dropped = 0;
  let sdkCalls = 0;
  let fetchCalls = 0;
  let stopped: { status: OutcomeStatus; message: string } | undefined;
  let disposed = false;
  let wake: () => void = () => undefined;
  let pendingHostCalls = 0;

  const engine = await freshEngine(job.limits.memoryBytes);
  const runtime: QuickJSRuntime = engine.newRuntime();
  runtime.setMemoryLimit(job.limits.memoryBytes);
  runtime.setMaxStackSize(job.limits.stackBytes);
  runtime.setInterruptHandler(() => stopped !== undefined || Date.now() > deadline);
  const ctx: QuickJSContext = runtime.newContext();
  const files = new Set(job.files.map((file) => file.name));

  const stop = (status: OutcomeStatus, message: string) => {
    stopped ??= { status, message };
    wake();
  };
  const log = (level: LogLine['level'], message: string) => {
    if (logs.length >= job.limits.logLines) {
      dropped += 1;
      return;
    }
    const bytes = Buffer.byteLength(message);
    logs.push({
      level,
      message:
        bytes <= job.limits.logLineBytes
          ? message
          : `${Buffer.from(message)
              .subarray(0, job.limits.logLineBytes)
              .toString('utf8')
              .replace(/\uFFFD$/, '')}…`,
    });
  };

  const outcome = (status: OutcomeStatus, extra: Partial<SandboxOutcome> = {}): SandboxOutcome => {
    let memoryBytes = 0;
    try {
      const usage = runtime.computeMemoryUsage();
      memoryBytes = Number((ctx.dump(usage) as { memory_used_size?: number }).memory_used_size ?? 0);
      usage.dispose();
    } catch {
      /* a runtime that ran out of memory may not report it */
    }
    if (dropped)
      logs.push({
        level: 'warn',
        message: `… ${dropped} more log line${dropped === 1 ? '' : 's'} dropped (limit ${job.limits.logLines})`,
      });
    return {
      status,
      logs,
      droppedLogLines: dropped,
      durationMs: Math.round(performance.now() - started),
      memoryBytes,
      sdkCalls,
      fetchCalls,
      ...extra,
    };
  };

  /** The guest's error as plain data (for the log), with its place in the deployment's files. */
  const errorOf = (handle: QuickJSHandle) => {
    const dumped = ctx.dump(handle) as { name?: string; message?: string; stack?: string } | string;
    const error = typeof dumped === 'object' && dumped !== null ? dumped : { message: String(dumped) };
    // Bounded like a log line's room (a thrown message of megabytes would not fit a log item, a
    // Lambda answer or a queue message); the stack is cut where it is logged.
    const message = String(error.message ?? error);
    return {
      name: error.name,
      message: message.length > MAX_ERROR_MESSAGE ? `${message.slice(0, MAX_ERROR_MESSAGE)}…` : message,
      stack: error.stack?.slice(0, MAX_ERROR_STACK),
      ...locate(error.stack, files),
    };
  };
  const failed = (handle: QuickJSHandle) => {
    const error = errorOf(handle);
    handle.dispose();
    if (stopped) return outcome(stopped.status, { error: { ...error, message: stopped.message } });
    const status = Date.now() > deadline && error.message === 'interrupted' ? 'timeout' : classify(error);
    return outcome(status, { error });
  };

  /** A guest promise that `work` settles with its JSON answer (the guest's `await` resumes once the host has it). */
  const pending = (request: unknown, work: (request: unknown) => Promise<HostAnswer>): QuickJSHandle => {
    const deferred = ctx.newPromise();
    pendingHostCalls += 1;
    work(request)
      .catch((error: unknown) => ({ error: String((error as Error)?.message ?? error) }))
      .then((answer) => {
        pendingHostCalls -= 1;
        if (disposed || !deferred.alive) return;
        const text = ctx.newString(JSON.stringify(answer));
        deferred.resolve(text);
        text.dispose();
        deferred.dispose();
        wake();
      });
    return deferred.handle;
  };

  try {
    const hostObject = ctx.newObject();
    const call = ctx.newFunction('call', (kindHandle, requestHandle) => {
      const kind = ctx.getString(kindHandle);
      const request = parseGuestJson(ctx.getString(requestHandle));
      if (kind === 'sdk') {
        sdkCalls += 1;
        if (sdkCalls > job.limits.sdkCalls) {
          stop('limit', `more than ${job.limits.sdkCalls} SDK calls`);
          return { error: ctx.newError('SDK call limit reached') };
        }
        return pending(request, (r) => io.sdk(r, job));
      }
      if (kind === 'fetch') {
        fetchCalls += 1;
        if (fetchCalls > job.limits.fetchCalls) {
          stop('limit', `more than ${job.limits.fetchCalls} fetch calls`);
          return { error: ctx.newError('fetch call limit reached') };
        }
        return pending(request, (r) => io.fetch(r, job));
      }
      return { error: ctx.newError(`unknown host call ${kind}`) };
    });
    ctx.setProp(hostObject, 'call', call);
    call.dispose();
    const logFn = ctx.newFunction('log', (level, text) => {
      log(ctx.getString(level) as LogLine['level'], ctx.getString(text));
      return logs.length < job.limits.logLines ? ctx.true : ctx.false;
    });
    ctx.setProp(hostObject, 'log', logFn);
    logFn.dispose();
    const uuidFn = ctx.newFunction('uuid', () => ctx.newString(randomUUID()));
    ctx.setProp(hostObject, 'uuid', uuidFn);
    uuidFn.dispose();
    const randomFn = ctx.newFunction('random', (size) =>
      ctx.newString(randomBytes(Math.min(65536, Math.max(0, ctx.getNumber(size)))).toString('hex')),
    );
    ctx.setProp(hostObject, 'random', randomFn);
    randomFn.dispose();
    const digestFn = ctx.newFunction('digest', (algorithm, hex) => {
      const name = DIGESTS[ctx.getString(algorithm).toUpperCase()];
      if (!name) return { error: ctx.newError('crypto.subtle.digest: SHA-1, SHA-256, SHA-384 or SHA-512') };
      return ctx.newString(
        createHash(name)
          .update(Buffer.from(ctx.getString(hex), 'hex'))
          .digest('hex'),
      );
    });
    ctx.setProp(hostObject, 'digest', digestFn);
    digestFn.dispose();
    ctx.setProp(ctx.global, '__cc_host', hostObject);
    hostObject.dispose();

    const prelude = ctx.evalCode(PRELUDE, 'cloud-code:prelude');
    if (prelude.error) return failed(prelude.error);
    const controls = prelude.value;
    const method = (name: string) => ctx.getProp(controls, name);
    const [defineFile, start, run] = [method('define'), method('start'), method('run')];
    controls.dispose();
    try {
      for (const file of job.files) {
        const compiled = ctx.evalCode(wrap(file.code), file.name);
        if (compiled.error) return failed(compiled.error);
        const name = ctx.newString(file.name);
        const defined = ctx.callFunction(defineFile, ctx.undefined, name, compiled.value);
        name.dispose();
        compiled.value.dispose();
        if (defined.error) return failed(defined.error);
        defined.value.dispose();
      }
      const secrets = ctx.newString(JSON.stringify(job.secrets));
      const started = ctx.callFunction(start, ctx.undefined, secrets);
      secrets.dispose();
      if (started.error) return failed(started.error);
      started.value.dispose();

      const [entryArg, requestArg] = [
        ctx.newString(JSON.stringify(job.entry)),
        ctx.newString(JSON.stringify(job.request ?? null)),
      ];
      const ran = ctx.callFunction(run, ctx.undefined, entryArg, requestArg);
      entryArg.dispose();
      requestArg.dispose();
      if (ran.error) return failed(ran.error);
      const settled = ctx.resolvePromise(ran.value);
      ran.value.dispose();
      let result: Awaited<typeof settled> | undefined;
      void settled.then((value) => {
        result = value;
        wake();
      });
      const timer = setTimeout(() => wake(), Math.max(0, deadline - Date.now()));
      try {
        for (;;) {
          const jobs = runtime.executePendingJobs();
          if (jobs.error) return failed(jobs.error);
          await new Promise<void>((resolve) => setImmediate(resolve));
          if (result || stopped) break;
          if (Date.now() > deadline) break;
          if (pendingHostCalls === 0 && !runtime.hasPendingJob()) {
            return outcome('error', {
              error: { message: "The code's promise never settles (it awaits something that never happens)" },
            });
          }
          if (!runtime.hasPendingJob())
            await new Promise<void>((resolve) => {
              wake = resolve;
            });
          wake = () => undefined;
        }
      } finally {
        clearTimeout(timer);
      }
      if (stopped) return outcome(stopped.status, { error: { message: stopped.message } });
      if (!result) return outcome('timeout', { error: { message: `ran past ${job.limits.timeoutMs} ms` } });
      if (result.error) return failed(result.error);
      const text = ctx.getString(result.value);
      result.value.dispose();
      if (Buffer.byteLength(text) > job.limits.outputBytes + 8) {
        return outcome('limit', { error: { message: `the result is larger than ${job.limits.outputBytes} bytes` } });
      }
      const answer = parseGuestJson(text) as { ok?: unknown; rejected?: Rejection; missing?: true; skipped?: number };
      dropped += answer.skipped ?? 0;
      if (answer.missing)
        return outcome('error', {
          error: { name: 'NotFound', message: 'nothing is registered for this entry' },
          result: { missing: true },
        });
      if (answer.rejected) return outcome('rejected', { rejection: answer.rejected });
      return outcome('ok', { result: answer.ok ?? null });
    } finally {
      for (const handle of [defineFile, start, run]) handle.dispose();
    }
  } catch (error) {
    // The engine itself failed (an abort inside the WebAssembly instance): this instance is thrown away anyway.
    const message = String((error as Error)?.message ?? error);
    return outcome(/memory|stack/i.test(message) ? 'memory' : 'error', {
      error: { name: (error as Error)?.name, message },
    });
  } finally {
    disposed = true;
    try {
      ctx.dispose();
    } catch {
      /* leaked handles of an aborted run */
    }
    try {
      runtime.dispose();
    } catch {
      /* idem */
    }
  }
};
