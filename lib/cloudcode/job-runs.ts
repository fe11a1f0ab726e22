import { notFound } from '../http/errors.js';
import { workQueue } from '../queues/work-queue.js';
import { createJobRun, finishJobRun, type JobRun } from './jobs.js';
import { CLOUD_CODE_QUEUE, type CloudCodeMessage } from './queue-messages.js';
import { getState } from './state.js';

export const cloudCodeQueue = () => workQueue<CloudCodeMessage>(CLOUD_CODE_QUEUE);

/**
 * `POST /jobs/{name}`: checks the active deployment defines the job (one GetItem), records a queued
 * run (one PutItem) and queues it; the queue's worker runs it (60 s by default, at most 600 s).
 */
export const startJob = async (siteId: string, name: string, params: unknown, apiBase: string): Promise<JobRun> => {
  const state = await getState(siteId);
  if (!state.active?.manifest.jobs.includes(name)) throw notFound('Job');
  const run = await createJobRun(siteId, name, params, 'api');
  try {
    await cloudCodeQueue().send({ type: 'job', siteId, runId: run.id, apiBase });
  } catch (error) {
    await finishJobRun(siteId, run.id, {
      status: 'failed',
      error: { code: 'not_queued', message: 'The job could not be queued' },
    });
    throw error;
  }
  return run;
};
