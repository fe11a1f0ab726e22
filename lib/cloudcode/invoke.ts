import { ApiError, notFound } from '../http/errors.js';
import { logger } from '../http/logger.js';
import { newId } from '../db/keys.js';
import { deploymentCode } from './deployments.js';
import { depthLimitError } from './depth.js';
import { issueInvocationToken } from './invocation-token.js';
import { cloudCodeLimits, fetchAllowHosts, type CloudCodeLimits } from './limits.js';
import { invocationLogItem, putInvocationLog, type TriggerType } from './logs.js';
import type { SandboxEntry, SandboxJob, SandboxLimits, SandboxOutcome } from './sandbox/protocol.js';
import { runInSandbox, type SandboxKind } from './sandbox/transport.js';
import { releaseLeases, secretValues, takeLease, type ActiveDeployment } from './state.js';

/** The error a caller gets for an invocation that did not end well (the details are in the log only). */
export const outcomeError = (outcome: SandboxOutcome): ApiError => {
  switch (outcome.status) {
    case 'rejected': {
      const rejection = outcome.rejection as NonNullable<SandboxOutcome['rejection']>;
      return new ApiError(
        rejection.status,
        rejection.code,
        rejection.message,
        rejection.field
          ? { errors: [{ field: rejection.field, message: rejection.message, code: rejection.code }] }
          : {},
      );
    }
    case 'timeout':
      return new ApiError(504, 'cloud_code_timeout', 'The cloud code ran past its time limit');
    case 'memory':
      return new ApiError(500, 'cloud_code_memory', 'The cloud code ran out of memory or stack');
    case 'limit':
      return new ApiError(500, 'cloud_code_limit', 'The cloud code reached one of its limits');
    default:
      return new ApiError(500, 'cloud_code_error', 'The cloud code failed');
  }
};

/** The sandbox limits of one trigger. */
export const sandboxLimits = (limits: CloudCodeLimits, trigger: TriggerType): SandboxLimits => ({
  timeoutMs:
    trigger === 'job'
      ? limits.jobTimeoutMs
      : trigger === 'before_hook'
        ? limits.beforeHookTimeoutMs
        : trigger === 'after_hook'
          ? limits.afterHookTimeoutMs
          : limits.functionTimeoutMs,
  memoryBytes: limits.memoryBytes,
  stackBytes: limits.stackBytes,
  outputBytes: limits.outputBytes,
  logLines: limits.logLines,
  logLineBytes: limits.logLineBytes,
  fetchCalls: trigger === 'job' ? limits.jobFetchCalls : trigger === 'deployment' ? 0 : limits.fetchCalls,
  fetchTimeoutMs: limits.fetchTimeoutMs,
  fetchBytes: limits.fetchBytes,
  sdkCalls: trigger === 'deployment' ? 0 : limits.sdkCalls,
});

export interface Invocation {
  readonly siteId: string;
  readonly active: ActiveDeployment;
  readonly secrets: Readonly<Record<string, string>>;
  readonly trigger: TriggerType;
  /** Function or job name, or the hook's event (`entry.create:news`). */
  readonly name: string;
  readonly entry: SandboxEntry;
  readonly request: unknown;
  /** This invocation's depth: its writes carry it, its `fetch` calls send it + 1. */
  readonly depth: number;
  /** The API's address the SDK calls. */
  readonly apiBase: string;
}

/**
 * Runs one invocation: the deployment's code (cached per instance) and, when the deployment declared
 * scopes, an invocation token for its SDK calls (one PutItem, made while the code loads), then the
 * sandbox. Returns the outcome; logging is the caller's (it knows whether a log may cost a request).
 */
export const invoke = async (
  invocation: Invocation,
  limits: CloudCodeLimits = cloudCodeLimits(),
): Promise<SandboxOutcome> => {
  const sandbox = sandboxLimits(limits, invocation.trigger);
  const kind: SandboxKind = invocation.trigger === 'job' ? 'job' : 'request';
  const [files, token] = await Promise.all([
    deploymentCode(invocation.siteId, invocation.active.id),
    invocation.active.scopes.length
      ? issueInvocationToken(
          invocation.siteId,
          invocation.active,
          invocation.depth,
          sandbox.timeoutMs / 1000 + 5,
          `${invocation.trigger} ${invocation.name}`,
        )
      : Promise.resolve(undefined),
  ]);
  const job: SandboxJob = {
    files,
    entry: invocation.entry,
    request: invocation.request,
    secrets: invocation.secrets,
    limits: sandbox,
    depth: invocation.depth,
    fetchAllowHosts: [...fetchAllowHosts()],
    ...(token && { sdk: { baseUrl: invocation.apiBase, token } }),
  };
  return runInSandbox(job, kind);
};

/** The API address the sandbox's SDK calls: configured (AWS: the API's own endpoint), else the request's. */
export const apiBaseUrl = (fallback: string): string => process.env.CLOUD_CODE_API_URL?.replace(/\/+$/, '') || fallback;

export interface FunctionCall {
  readonly siteId: string;
  readonly name: string;
  readonly params: unknown;
  /** `req.customer`, still being read: its reads run beside the lease's write. */
  readonly customer: Promise<unknown>;
  /** `Cloud-Code-Depth` of the request (a call made by cloud code's own `fetch`), else 0. */
  readonly depth: number;
  readonly apiBase: string;
}

/**
 * `POST /functions/{name}`: takes one of the site's concurrency slots (which also reads the active
 * deployment and the secrets, one UpdateItem), runs the function, then gives the slot back and
 * writes the invocation's log (two writes at once). Answers the function's result, or the error
 * its outcome maps to. A function called 4 levels deep (through `fetch` of the API) is refused
 * before anything runs.
 */
export const callFunction = async (call: FunctionCall): Promise<unknown> => {
  const limits = cloudCodeLimits();
  call.customer.catch(() => undefined); // observed below, or dropped with a refusal here
  if (call.depth + 1 >= limits.maxDepth) throw depthLimitError();
  const invocationId = newId();
  const [leased, customer] = await Promise.allSettled([
    takeLease(call.siteId, invocationId, Date.now() + limits.functionTimeoutMs + 10_000, limits.concurrency),
    call.customer,
  ]);
  if (leased.status === 'rejected') throw leased.reason;
  const state = leased.value;
  if (customer.status === 'rejected') {
    // A refused session must not hold one of the site's slots until the lease lapses.
    if (state.active) await releaseLeases(call.siteId, [invocationId]);
    throw customer.reason;
  }
  const active = state.active;
  if (!active?.manifest.functions.includes(call.name)) {
    if (active) await releaseLeases(call.siteId, [invocationId]);
    throw notFound('Function');
  }
  let outcome: SandboxOutcome | undefined;
  try {
    outcome = await invoke(
      {
        siteId: call.siteId,
        active,
        secrets: secretValues(state),
        trigger: 'function',
        name: call.name,
        entry: { type: 'function', name: call.name },
        request: { params: call.params, customer: customer.value },
        depth: call.depth + 1,
        apiBase: call.apiBase,
      },
      limits,
    );
  } finally {
    // The answer is the code's even when this bookkeeping fails: the lease then lapses at its
    // expiry, and the lost log line is reported in the function's own log.
    const log =
      outcome &&
      invocationLogItem(call.siteId, { trigger: 'function', name: call.name, deploymentId: active.id }, outcome);
    await Promise.all([releaseLeases(call.siteId, [invocationId]), log && putInvocationLog(log)]).catch(
      (error: unknown) =>
        logger.error('cloud code: bookkeeping after a function call failed', { error, function: call.name }),
    );
  }
  if (outcome.status !== 'ok') throw outcomeError(outcome);
  return outcome.result;
};
