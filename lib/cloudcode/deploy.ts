import { createHash } from 'node:crypto';
import type { Principal } from '../auth/principal.js';
import { formatScopes, impliedScopes } from '../auth/scopes.js';
import { ApiError, forbidden, unprocessable, type FieldError } from '../http/errors.js';
import { logger } from '../http/logger.js';
import { cancelSchedule, putSchedule } from '../queues/scheduler.js';
import { activateDeployment, createDeployment, type Deployment } from './deployments.js';
import { sandboxLimits } from './invoke.js';
import { cloudCodeLimits } from './limits.js';
import { manifestProblems } from './manifest-rules.js';
import { scheduleName, type Manifest } from './manifest.js';
import type { SandboxFile } from './sandbox/protocol.js';
import { runInSandbox } from './sandbox/transport.js';
import { forgetSiteCode, type ActiveDeployment } from './state.js';
import type { CreateDeployment } from './schemas.js';
import { CLOUD_CODE_QUEUE, type CloudCodeMessage } from './queue-messages.js';

const hash = (text: string) => createHash('sha256').update(text).digest('hex');

/** Size limits of a deployment (the schema caps each file's characters; these count bytes). */
const sizeProblems = (files: readonly SandboxFile[]): FieldError[] => {
  const limits = cloudCodeLimits();
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  let total = 0;
  files.forEach((file, index) => {
    const bytes = Buffer.byteLength(file.code);
    total += bytes;
    if (bytes > limits.fileBytes)
      errors.push({
        field: `files.${index}.code`,
        message: `${file.name} is larger than ${limits.fileBytes} bytes`,
        code: 'file_too_large',
      });
    if (seen.has(file.name))
      errors.push({ field: `files.${index}.name`, message: `${file.name} is given twice`, code: 'duplicate_file' });
    seen.add(file.name);
  });
  if (total > limits.deploymentBytes)
    errors.push({
      field: 'files',
      message: `the deployment is larger than ${limits.deploymentBytes} bytes`,
      code: 'deployment_too_large',
    });
  return errors;
};

/**
 * Reads what the code registers by running every file's top level once in the sandbox (no SDK, no
 * fetch). A syntax error or a failing top level is 422 naming the file, line and column.
 */
export const validateCode = async (files: readonly SandboxFile[]): Promise<Manifest> => {
  const problems = sizeProblems(files);
  if (problems.length) throw unprocessable(problems);
  const outcome = await runInSandbox({
    files,
    entry: { type: 'validate' },
    request: null,
    secrets: {},
    limits: sandboxLimits(cloudCodeLimits(), 'deployment'),
    depth: 0,
    fetchAllowHosts: [],
  });
  if (outcome.status !== 'ok') {
    const error = outcome.error;
    const index = Math.max(
      0,
      files.findIndex((file) => file.name === error?.file),
    );
    const where = error?.file ? `${error.file}:${error.line}:${error.column}: ` : '';
    const code =
      error?.name === 'SyntaxError'
        ? 'syntax_error'
        : outcome.status === 'timeout'
          ? 'top_level_timeout'
          : `top_level_${outcome.status}`;
    const message = `${where}${error?.name && error.name !== 'Error' ? `${error.name}: ` : ''}${error?.message ?? 'the code failed'}`;
    throw new ApiError(422, 'validation_failed', message, {
      errors: [{ field: `files.${index}.code`, message, code }],
      details: { file: error?.file ?? null, line: error?.line ?? null, column: error?.column ?? null },
    });
  }
  const manifest = outcome.result as Manifest;
  const registrationProblems = manifestProblems(manifest, new Date());
  if (registrationProblems.length) throw unprocessable(registrationProblems, 'The code registers something it may not');
  return manifest;
};

/** Scopes a deployment may declare: never more than the deploying token may use on this site. */
const checkScopes = (principal: Principal, scopes: readonly string[]) => {
  const allowed = impliedScopes(principal.scopes);
  const beyond = scopes.filter((scope) => !allowed.has(scope as never));
  if (beyond.length) {
    throw forbidden(
      'scope_escalation',
      `A deployment cannot declare scopes its deployer does not hold here: ${formatScopes(beyond)}`,
      { details: { scopes: beyond } },
    );
  }
};

/**
 * Brings the schedules in line with the newly active deployment: puts the new ones, cancels those
 * of the previous deployment it no longer has. After the activation, on purpose: a firing checks
 * the active deployment again, so a schedule left behind by a failure here does nothing.
 */
const reconcileSchedules = async (siteId: string, next: Manifest, previous?: Manifest) => {
  const wanted = new Map(next.schedules.map((schedule) => [scheduleName(siteId, schedule, hash), schedule]));
  const stale = (previous?.schedules ?? [])
    .map((schedule) => scheduleName(siteId, schedule, hash))
    .filter((name) => !wanted.has(name));
  try {
    await Promise.all([
      ...[...wanted].map(([name, schedule]) =>
        putSchedule({
          name,
          queue: CLOUD_CODE_QUEUE,
          ...(schedule.every ? { cron: schedule.every } : { at: new Date(schedule.at as string) }),
          message: {
            type: 'schedule',
            siteId,
            job: schedule.job,
            params: schedule.params,
            schedule: name,
          } satisfies CloudCodeMessage,
        }),
      ),
      ...stale.map((name) => cancelSchedule(name)),
    ]);
  } catch (error) {
    logger.error('cloud code: schedules not reconciled after an activation', { error, siteId });
  }
};

const afterActivation = async (siteId: string, deployment: Deployment, previous?: ActiveDeployment) => {
  forgetSiteCode(siteId);
  if (deployment.manifest.schedules.length || previous?.manifest.schedules.length)
    await reconcileSchedules(siteId, deployment.manifest, previous?.manifest);
};

/** `POST /cloud_code/deployments`: checks scopes, validates the code in the sandbox, stores and activates it. */
export const deploy = async (principal: Principal, body: CreateDeployment): Promise<Deployment> => {
  const site = principal.site as NonNullable<Principal['site']>;
  const scopes = [...new Set(body.scopes ?? [])];
  checkScopes(principal, scopes);
  const manifest = await validateCode(body.files);
  const { deployment, previous } = await createDeployment(site.id, {
    files: body.files,
    scopes,
    master: principal.token.master,
    manifest,
    userId: principal.token.userId,
    subdomain: site.subdomain,
  });
  await afterActivation(site.id, deployment, previous);
  return deployment;
};

/** `POST /cloud_code/deployments/{id}/activate`: rolls back (or forward) to a stored deployment. */
export const activate = async (siteId: string, deploymentId: string): Promise<Deployment | undefined> => {
  const done = await activateDeployment(siteId, deploymentId);
  if (!done) return undefined;
  if (done.previous?.id !== done.deployment.id) await afterActivation(siteId, done.deployment, done.previous);
  return done.deployment;
};
