/**
 * What crosses the sandbox's boundary: a job in, an outcome out, both plain JSON (the same message
 * goes to a worker thread under `npm start` and to the sandbox Lambda on AWS). No object of the
 * host is ever handed to the guest.
 */

export interface SandboxFile {
  readonly name: string;
  readonly code: string;
}

/** What to run once every file's top level has run (registrations). */
export type SandboxEntry =
  /** Only the top levels: a deployment's validation, answering its manifest. */
  | { readonly type: 'validate' }
  | { readonly type: 'function'; readonly name: string }
  | { readonly type: 'job'; readonly name: string }
  | { readonly type: 'before' | 'after'; readonly event: string; readonly channel?: string };

/** Limits one invocation runs under (lib/cloudcode/limits.ts picks them per trigger). */
export interface SandboxLimits {
  readonly timeoutMs: number;
  readonly memoryBytes: number;
  readonly stackBytes: number;
  readonly outputBytes: number;
  readonly logLines: number;
  readonly logLineBytes: number;
  readonly fetchCalls: number;
  readonly fetchTimeoutMs: number;
  readonly fetchBytes: number;
  readonly sdkCalls: number;
}

/** How the guest's `site` SDK reaches the API: its base URL and the invocation's own token. */
export interface SdkAccess {
  readonly baseUrl: string;
  readonly token: string;
}

export interface SandboxJob {
  readonly files: readonly SandboxFile[];
  readonly entry: SandboxEntry;
  /** The guest's `req` (JSON): `{params, customer}`, `{object, original}`, … */
  readonly request: unknown;
  readonly secrets: Readonly<Record<string, string>>;
  readonly limits: SandboxLimits;
  /** Absent: the deployment declared no scopes, and every SDK call answers 403. */
  readonly sdk?: SdkAccess;
  /** This invocation's depth (1 for a client's call), sent on every `fetch` as `Cloud-Code-Depth`, so a function calling itself through the API is stopped. */
  readonly depth: number;
  /** Hosts `fetch` may reach although they are local (CLOUD_CODE_FETCH_ALLOW_HOSTS). */
  readonly fetchAllowHosts: readonly string[];
}

export interface LogLine {
  readonly level: 'log' | 'info' | 'warn' | 'error';
  readonly message: string;
}

/**
 * How an invocation ended:
 * - `ok`: `result` holds the function's answer (JSON), the hook's object, or the manifest;
 * - `rejected`: the code threw `cloud.Error` on purpose (`rejection`);
 * - `error`: an uncaught exception (details in `error`, for the log only);
 * - `timeout`, `memory` (memory or stack), `limit` (SDK calls, fetch count, output size).
 */
export type OutcomeStatus = 'ok' | 'rejected' | 'error' | 'timeout' | 'memory' | 'limit';

export interface Rejection {
  readonly status: number;
  readonly code: string;
  readonly message: string;
  readonly field?: string;
}

export interface SandboxOutcome {
  readonly status: OutcomeStatus;
  readonly result?: unknown;
  readonly rejection?: Rejection;
  /** For the log only, never for the caller: message, stack (file:line:column), which limit. */
  readonly error?: {
    readonly name?: string;
    readonly message: string;
    readonly stack?: string;
    readonly line?: number;
    readonly column?: number;
    readonly file?: string;
  };
  readonly logs: readonly LogLine[];
  /** Log lines dropped past the limit. */
  readonly droppedLogLines: number;
  readonly durationMs: number;
  readonly memoryBytes: number;
  readonly sdkCalls: number;
  readonly fetchCalls: number;
}

/** The outcome of an invocation the sandbox itself could not finish (its thread or Lambda died or timed out): nothing of the guest's. */
export const failedOutcome = (status: OutcomeStatus, message: string, started: number): SandboxOutcome => ({
  status,
  error: { message },
  logs: [],
  droppedLogLines: 0,
  durationMs: Math.round(performance.now() - started),
  memoryBytes: 0,
  sdkCalls: 0,
  fetchCalls: 0,
});
