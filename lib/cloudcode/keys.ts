import { sitePk } from '../db/keys.js';

/**
 * Where cloud code lives in the table, every partition under the site's id:
 * - the site's state (active deployment with its manifest, secrets, running invocations): one item;
 * - each deployment's own partition: its record and its code in chunks (one Query reads both);
 * - GSI1 lists a site's deployments newest first;
 * - invocation logs (7 days) and jobs, each a partition in id (= time) order.
 */
export const cloudCodeKeys = {
  state: (siteId: string) => ({ pk: sitePk(siteId, 'CLOUDCODE'), sk: 'STATE' }),
  deploymentPartition: (siteId: string, deploymentId: string) => sitePk(siteId, `CLOUDCODE_DEPLOYMENT#${deploymentId}`),
  deployment: (siteId: string, deploymentId: string) => ({
    pk: sitePk(siteId, `CLOUDCODE_DEPLOYMENT#${deploymentId}`),
    sk: 'DEPLOYMENT',
  }),
  codeChunk: (siteId: string, deploymentId: string, index: number) => ({
    pk: sitePk(siteId, `CLOUDCODE_DEPLOYMENT#${deploymentId}`),
    sk: `CODE#${String(index).padStart(3, '0')}`,
  }),
  deploymentIndex: (siteId: string, deploymentId: string) => ({
    gsi1pk: sitePk(siteId, 'CLOUDCODE_DEPLOYMENTS'),
    gsi1sk: deploymentId,
  }),
  deploymentIndexPartition: (siteId: string) => sitePk(siteId, 'CLOUDCODE_DEPLOYMENTS'),
  logPartition: (siteId: string) => sitePk(siteId, 'CLOUDCODE_LOG'),
  jobPartition: (siteId: string) => sitePk(siteId, 'CLOUDCODE_JOB'),
};
