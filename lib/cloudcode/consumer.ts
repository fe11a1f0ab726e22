import { createHash } from 'node:crypto';
import { logger } from '../http/logger.js';
import { newId } from '../db/keys.js';
import { apiBaseUrl, invoke, outcomeError } from './invoke.js';
import { createJobRun, finishJobRun, startJobRun } from './jobs.js';
import { cloudCodeLimits } from './limits.js';
import { invocationLogItem, putInvocationLog } from './logs.js';
import { findHook, scheduleName } from './manifest.js';
import type { CloudCodeMessage } from './queue-messages.js';
import { releaseLeases, secretValues, siteCode, takeLease } from './state.js';

const hash = (text: string) => createHash('sha256').update(text).digest('hex');

/** Runs a recorded job run (queued by the API or a schedule), holding one of the site's concurrency slots. */
const runJob = async (siteId: string, runId: string, apiBase: string) => {
  const limits = cloudCodeLimits();
  const leaseId = newId();
  // A busy site throws here: the queue delivers the message again later.
  const state = await takeLease(siteId, leaseId, Date.now() + limits.jobTimeoutMs + 30_000, limits.concurrency);
  try {
    const run = await startJobRun(siteId, runId);
    if (!run) return; // already run (a message delivered twice), or gone
    const active = state.active;
    if (!active?.manifest.jobs.includes(run.name)) {
      await finishJobRun(siteId, runId, {
        status: 'failed',
        error: { code: 'not_found', message: 'The active deployment has no such job' },
      });
      return;
    }
    const outcome = await invoke(
      {
        siteId,
        active,
        secrets: secretValues(state),
        trigger: 'job',
        name: run.name,
        entry: { type: 'job', name: run.name },
        request: { params: run.params },
        depth: 1,
        apiBase,
      },
      limits,
    );
    const error = outcome.status === 'ok' ? null : outcomeError(outcome);
    await Promise.all([
      finishJobRun(
        siteId,
        runId,
        error
          ? { status: 'failed', error: { code: error.code, message: error.message } }
          : { status: 'succeeded', result: outcome.result },
      ),
      putInvocationLog(invocationLogItem(siteId, { trigger: 'job', name: run.name, deploymentId: active.id }, outcome)),
    ]);
  } finally {
    await releaseLeases(siteId, [leaseId]);
  }
};

/**
 * The consumer of the `cloud-code` work queue (workers/cloud-code.ts on AWS, in-process locally):
 * - `job`: runs a queued run once (a repeated message finds it no longer queued);
 * - `schedule`: a schedule fired; if the active deployment still schedules that job so, a run is
 *   recorded and run (a schedule left behind by an older deployment does nothing);
 * - `after_hook`: runs the after-hook a change is watched by (at least once, like webhooks);
 * - `log`: writes a before-hook's log line (kept off the write's request path).
 */
export const consumeCloudCode = async (message: CloudCodeMessage): Promise<void> => {
  switch (message.type) {
    case 'job':
      return runJob(message.siteId, message.runId, apiBaseUrl(message.apiBase ?? ''));
    case 'schedule': {
      const code = await siteCode(message.siteId);
      const still = code.active?.manifest.schedules.some(
        (schedule) => scheduleName(message.siteId, schedule, hash) === message.schedule,
      );
      if (!still) {
        logger.info('cloud code: a schedule of an inactive deployment fired; nothing runs', {
          schedule: message.schedule,
        });
        return;
      }
      const run = await createJobRun(message.siteId, message.job, message.params ?? {}, 'schedule');
      return runJob(message.siteId, run.id, apiBaseUrl(''));
    }
    case 'after_hook': {
      const code = await siteCode(message.siteId);
      const active = code.active;
      if (!active || !findHook(active.manifest, 'after', message.kind, message.action, message.channel)) return;
      const name = `${message.kind}.${message.action}${message.channel ? `:${message.channel}` : ''}`;
      const outcome = await invoke({
        siteId: message.siteId,
        active,
        secrets: code.secrets,
        trigger: 'after_hook',
        name,
        entry: {
          type: 'after',
          event: `${message.kind}.${message.action}`,
          ...(message.channel && { channel: message.channel }),
        },
        request: {
          object: message.object,
          ...(message.original !== undefined && { original: message.original }),
          event_id: message.eventId,
        },
        depth: message.depth + 1,
        apiBase: apiBaseUrl(message.apiBase),
      });
      await putInvocationLog(
        invocationLogItem(message.siteId, { trigger: 'after_hook', name, deploymentId: active.id }, outcome),
      );
      return;
    }
    case 'log':
      return putInvocationLog(message.item);
  }
};
