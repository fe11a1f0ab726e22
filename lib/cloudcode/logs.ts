import { TABLE_NAME } from '../db/client.js';
import { putItem } from '../db/one-item.js';
import { newId, timestamp, ttlFrom } from '../db/keys.js';
import { queryFilteredPage, type Page, type PageRequest } from '../db/pagination.js';
import { recordOf } from '../db/record.js';
import { cloudCodeKeys } from './keys.js';
import type { LogLine, OutcomeStatus, SandboxOutcome } from './sandbox/protocol.js';

/** Invocation logs are kept this long (TTL). */
export const LOG_RETENTION_DAYS = 7;

export type TriggerType = 'function' | 'before_hook' | 'after_hook' | 'job' | 'deployment';

/** One invocation as its log records it. */
export interface InvocationLog {
  readonly id: string;
  readonly trigger: TriggerType;
  /** The function or job name, or the hook's event (`entry.create`, with its channel: `entry.create:news`). */
  readonly name: string;
  readonly deployment_id: string | null;
  readonly status: OutcomeStatus;
  readonly duration_ms: number;
  readonly memory_bytes: number;
  readonly sdk_calls: number;
  readonly fetch_calls: number;
  readonly logs: readonly LogLine[];
  /** The uncaught error or the limit reached: message and where (never shown to the caller). */
  readonly error: {
    readonly message: string;
    readonly stack?: string;
    readonly file?: string;
    readonly line?: number;
    readonly column?: number;
  } | null;
  readonly created_at: string;
}

const toLog = recordOf<InvocationLog>();

/** The log item of an outcome, for a PutItem on its own or inside another write. */
export const invocationLogItem = (
  siteId: string,
  entry: { trigger: TriggerType; name: string; deploymentId?: string },
  outcome: SandboxOutcome,
  at = new Date(),
) => {
  const id = newId(at);
  const error =
    outcome.error && outcome.status !== 'ok'
      ? {
          message: outcome.error.message,
          ...(outcome.error.stack && { stack: outcome.error.stack.slice(0, 4000) }),
          ...(outcome.error.file && {
            file: outcome.error.file,
            line: outcome.error.line,
            column: outcome.error.column,
          }),
        }
      : outcome.rejection
        ? { message: `${outcome.rejection.status} ${outcome.rejection.code}: ${outcome.rejection.message}` }
        : null;
  const log: InvocationLog = {
    id,
    trigger: entry.trigger,
    name: entry.name,
    deployment_id: entry.deploymentId ?? null,
    status: outcome.status,
    duration_ms: outcome.durationMs,
    memory_bytes: outcome.memoryBytes,
    sdk_calls: outcome.sdkCalls,
    fetch_calls: outcome.fetchCalls,
    logs: outcome.logs,
    error,
    created_at: timestamp(at),
  };
  return { pk: cloudCodeKeys.logPartition(siteId), sk: id, ttl: ttlFrom(at) + LOG_RETENTION_DAYS * 86_400, ...log };
};

/** Records an invocation: one PutItem. */
export const putInvocationLog = async (item: ReturnType<typeof invocationLogItem>): Promise<void> => {
  await putItem(item);
};

export interface LogFilters {
  readonly name?: string;
  readonly trigger?: TriggerType;
  readonly status?: OutcomeStatus;
  /** RFC 3339: only invocations from then on. */
  readonly since?: string;
}

/** Seconds of an id's time prefix: the first id of a second, for key ranges by time. */
const firstIdOf = (date: Date) =>
  `${Math.floor(date.getTime() / 1000)
    .toString(16)
    .padStart(8, '0')}${'0'.repeat(16)}`;

/** Invocation logs newest first, filtered: one Query on the log partition per page (filters read on the server). */
export const listInvocationLogs = async (
  siteId: string,
  filters: LogFilters,
  page: PageRequest,
): Promise<Page<InvocationLog>> => {
  const pk = cloudCodeKeys.logPartition(siteId);
  const conditions: string[] = [];
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = { ':pk': pk };
  for (const field of ['name', 'trigger', 'status'] as const) {
    if (filters[field] === undefined) continue;
    conditions.push(`#${field} = :${field}`);
    names[`#${field}`] = field;
    values[`:${field}`] = filters[field];
  }
  if (filters.since) values[':since'] = firstIdOf(new Date(filters.since));
  const result = await queryFilteredPage(
    {
      TableName: TABLE_NAME,
      ScanIndexForward: false,
      KeyConditionExpression: filters.since ? 'pk = :pk AND sk >= :since' : 'pk = :pk',
      ...(conditions.length && { FilterExpression: conditions.join(' AND '), ExpressionAttributeNames: names }),
      ExpressionAttributeValues: values,
    },
    page,
    { partition: ['pk', pk], keyAttributes: ['pk', 'sk'] },
  );
  return { ...result, items: result.items.map(toLog) };
};
