import { putNewItem, readItem, updateItem } from '../db/one-item.js';
import { newId, timestamp, ttlFrom } from '../db/keys.js';
import { recordOf } from '../db/record.js';
import { cloudCodeKeys } from './keys.js';

export type JobStatus = 'queued' | 'running' | 'succeeded' | 'failed';

/** One run of a job, as `GET /jobs/{id}` shows it. */
export interface JobRun {
  readonly id: string;
  readonly name: string;
  readonly status: JobStatus;
  readonly params: unknown;
  readonly result: unknown;
  readonly error: { readonly code: string; readonly message: string } | null;
  /** `api` (POST /jobs/{name}) or `schedule`. */
  readonly trigger: 'api' | 'schedule';
  readonly created_at: string;
  readonly started_at: string | null;
  readonly finished_at: string | null;
}

/** Job runs are kept this long. */
export const JOB_RETENTION_DAYS = 30;

const toJob = recordOf<JobRun>();
const key = (siteId: string, id: string) => ({ pk: cloudCodeKeys.jobPartition(siteId), sk: id });

/** Records a queued run: one PutItem. */
export const createJobRun = async (
  siteId: string,
  name: string,
  params: unknown,
  trigger: JobRun['trigger'],
  at = new Date(),
): Promise<JobRun> => {
  const job: JobRun = {
    id: newId(at),
    name,
    status: 'queued',
    params,
    result: null,
    error: null,
    trigger,
    created_at: timestamp(at),
    started_at: null,
    finished_at: null,
  };
  await putNewItem({ ...key(siteId, job.id), ttl: ttlFrom(at) + JOB_RETENTION_DAYS * 86_400, ...job });
  return job;
};

/** A run: one GetItem. */
export const getJobRun = async (siteId: string, id: string): Promise<JobRun | undefined> => {
  const item = await readItem(key(siteId, id));
  return item && toJob(item);
};

/**
 * Marks a queued run running: one conditional UpdateItem. False when it is not queued any more (a
 * message delivered twice runs the job once).
 */
export const startJobRun = async (siteId: string, id: string, at = new Date()): Promise<JobRun | undefined> => {
  const outcome = await updateItem(key(siteId, id), {
    UpdateExpression: 'SET #status = :running, started_at = :at',
    ConditionExpression: '#status = :queued',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':running': 'running', ':queued': 'queued', ':at': timestamp(at) },
    ReturnValues: 'ALL_NEW',
  });
  return outcome.refused ? undefined : toJob(outcome.attributes);
};

/** Records how a run ended: one UpdateItem. */
export const finishJobRun = async (
  siteId: string,
  id: string,
  outcome: { status: 'succeeded' | 'failed'; result?: unknown; error?: JobRun['error'] },
  at = new Date(),
): Promise<void> => {
  await updateItem(key(siteId, id), {
    UpdateExpression: 'SET #status = :status, #result = :result, #error = :error, finished_at = :at',
    ExpressionAttributeNames: { '#status': 'status', '#result': 'result', '#error': 'error' },
    ExpressionAttributeValues: {
      ':status': outcome.status,
      ':result': outcome.result ?? null,
      ':error': outcome.error ?? null,
      ':at': timestamp(at),
    },
  });
};
