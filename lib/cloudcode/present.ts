import type { Deployment } from './deployments.js';
import type { JobRun } from './jobs.js';
import type { SandboxFile } from './sandbox/protocol.js';

/** A deployment as the API shows it (never its deployer or its site's subdomain). */
export const presentDeployment = (deployment: Deployment, base: string, files?: readonly SandboxFile[]) => ({
  id: deployment.id,
  active: deployment.active,
  scopes: deployment.scopes,
  files: deployment.files.map((file) => ({
    ...file,
    ...(files && { code: files.find((f) => f.name === file.name)?.code ?? '' }),
  })),
  size: deployment.size,
  functions: deployment.manifest.functions,
  jobs: deployment.manifest.jobs,
  hooks: deployment.manifest.hooks,
  schedules: deployment.manifest.schedules,
  created_at: deployment.created_at,
  activated_at: deployment.activated_at,
  url: `${base}/cloud_code/deployments/${deployment.id}`,
});

export const presentJobRun = (job: JobRun, base: string) => ({ ...job, url: `${base}/jobs/${job.id}` });
