import { createHash } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { batchGet, keyId } from '../db/batch-get.js';
import { TABLE_NAME } from '../db/client.js';
import { newId, timestamp } from '../db/keys.js';
import { GSI1 } from '../db/table.js';
import { queryPage, type Page, type PageRequest } from '../db/pagination.js';
import { toRecord } from '../db/record.js';
import { labelled, sendTransaction, TransactionRefused, type TransactionItem } from '../db/transaction.js';
import { readPartition } from '../db/query-all.js';
import { StaleRead, withOptimisticRetry } from '../db/optimistic-retry.js';
import { cloudCodeKeys } from './keys.js';
import type { Manifest } from './manifest.js';
import type { SandboxFile } from './sandbox/protocol.js';
import { getState, toState, type ActiveDeployment, type CloudCodeState } from './state.js';

/** A deployment as stored (its code lives beside it, in chunks). */
export interface Deployment {
  readonly id: string;
  readonly active: boolean;
  readonly scopes: readonly string[];
  readonly master: boolean;
  readonly files: readonly { readonly name: string; readonly size: number; readonly sha256: string }[];
  readonly size: number;
  readonly manifest: Manifest;
  readonly created_at: string;
  readonly activated_at: string | null;
  readonly user_id?: string;
  readonly subdomain: string;
}

/** Compressed code per chunk item (well under DynamoDB's 400 KB per item). */
const CHUNK_BYTES = 300 * 1024;

const toDeployment = (item: Record<string, unknown>): Deployment => toRecord<Deployment>(item, ['version']);

const chunksOf = (files: readonly SandboxFile[]): Buffer[] => {
  const packed = gzipSync(JSON.stringify(files));
  const chunks: Buffer[] = [];
  for (let offset = 0; offset < packed.length; offset += CHUNK_BYTES)
    chunks.push(packed.subarray(offset, offset + CHUNK_BYTES));
  return chunks.length ? chunks : [packed];
};

const filesOf = (chunks: readonly Record<string, unknown>[]): SandboxFile[] =>
  JSON.parse(
    gunzipSync(Buffer.concat(chunks.map((chunk) => Buffer.from(chunk.code as Uint8Array)))).toString('utf8'),
  ) as SandboxFile[];

const activeOf = (deployment: Deployment): ActiveDeployment => ({
  id: deployment.id,
  scopes: deployment.scopes,
  master: deployment.master,
  manifest: deployment.manifest,
  user_id: deployment.user_id,
  subdomain: deployment.subdomain,
});

/** The items that make `next` the active deployment instead of the state's current one, conditioned on the state read. */
const activationItems = (siteId: string, state: CloudCodeState, next: Deployment): TransactionItem[] => {
  const items: TransactionItem[] = [
    labelled('state', {
      Update: {
        TableName: TABLE_NAME,
        Key: cloudCodeKeys.state(siteId),
        UpdateExpression:
          'SET active = :active, version = :next, leases = if_not_exists(leases, :empty), secrets = if_not_exists(secrets, :empty)',
        ConditionExpression: state.version === 0 ? 'attribute_not_exists(version)' : 'version = :version',
        ExpressionAttributeValues: {
          ':active': activeOf(next),
          ':next': state.version + 1,
          ':empty': {},
          ...(state.version !== 0 && { ':version': state.version }),
        },
      },
    }),
  ];
  if (state.active && state.active.id !== next.id) {
    items.push(
      labelled('previous', {
        Update: {
          TableName: TABLE_NAME,
          Key: cloudCodeKeys.deployment(siteId, state.active.id),
          UpdateExpression: 'SET active = :no',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':no': false },
        },
      }),
    );
  }
  return items;
};

export interface NewDeployment {
  readonly files: readonly SandboxFile[];
  readonly scopes: readonly string[];
  readonly master: boolean;
  readonly manifest: Manifest;
  readonly userId?: string;
  readonly subdomain: string;
}

/**
 * Stores a validated deployment and activates it, atomically: one TransactWriteItems puts its
 * record and code, marks the previous one inactive and points the state at it (conditioned on the
 * state's version, read first: one GetItem; a concurrent activation makes it read again).
 * Invocations already running finish on the code they loaded; the next one reads the new state.
 */
export const createDeployment = async (
  siteId: string,
  input: NewDeployment,
): Promise<{ deployment: Deployment; previous?: ActiveDeployment }> => {
  const at = new Date();
  const id = newId(at);
  const chunks = chunksOf(input.files);
  const deployment: Deployment = {
    id,
    active: true,
    scopes: input.scopes,
    master: input.master,
    files: input.files.map((file) => ({
      name: file.name,
      size: Buffer.byteLength(file.code),
      sha256: createHash('sha256').update(file.code).digest('hex'),
    })),
    size: input.files.reduce((sum, file) => sum + Buffer.byteLength(file.code), 0),
    manifest: input.manifest,
    created_at: timestamp(at),
    activated_at: timestamp(at),
    ...(input.userId && { user_id: input.userId }),
    subdomain: input.subdomain,
  };
  return withOptimisticRetry(
    async () => {
      const state = await getState(siteId);
      try {
        await sendTransaction([
          labelled('deployment', {
            Put: {
              TableName: TABLE_NAME,
              Item: {
                ...cloudCodeKeys.deployment(siteId, id),
                ...cloudCodeKeys.deploymentIndex(siteId, id),
                ...deployment,
              },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          }),
          ...chunks.map((code, index) =>
            labelled(`code:${index}`, {
              Put: { TableName: TABLE_NAME, Item: { ...cloudCodeKeys.codeChunk(siteId, id, index), code } },
            }),
          ),
          ...activationItems(siteId, state, deployment),
        ]);
      } catch (error) {
        if (error instanceof TransactionRefused && error.refused('state')) throw new StaleRead('the state moved');
        throw error;
      }
      // The instance that deployed the code knows it: its first call reads nothing more.
      remember(`${siteId}/${id}`, Promise.resolve([...input.files]));
      return { deployment, previous: state.active };
    },
    { attempts: 5, backoffMs: 20 },
  );
};

/**
 * Makes an earlier deployment active again (a roll back): one BatchGetItem (state and deployment),
 * one TransactWriteItems. Undefined when the deployment does not exist.
 */
export const activateDeployment = async (
  siteId: string,
  deploymentId: string,
): Promise<{ deployment: Deployment; previous?: ActiveDeployment } | undefined> =>
  withOptimisticRetry(
    async () => {
      const [stateKey, deploymentKey] = [cloudCodeKeys.state(siteId), cloudCodeKeys.deployment(siteId, deploymentId)];
      const items = await batchGet([stateKey, deploymentKey]);
      const deploymentItem = items.get(keyId(deploymentKey));
      if (!deploymentItem) return undefined;
      const state = toState(items.get(keyId(stateKey)));
      const stored = toDeployment(deploymentItem);
      if (state.active?.id === deploymentId) return { deployment: stored, previous: state.active };
      const at = timestamp();
      const deployment = { ...stored, active: true, activated_at: at };
      try {
        await sendTransaction([
          labelled('deployment', {
            Update: {
              TableName: TABLE_NAME,
              Key: cloudCodeKeys.deployment(siteId, deploymentId),
              UpdateExpression: 'SET active = :yes, activated_at = :at',
              ConditionExpression: 'attribute_exists(pk)',
              ExpressionAttributeValues: { ':yes': true, ':at': at },
            },
          }),
          ...activationItems(siteId, state, deployment),
        ]);
      } catch (error) {
        if (error instanceof TransactionRefused && error.refused('state')) throw new StaleRead('the state moved');
        throw error;
      }
      return { deployment, previous: state.active };
    },
    { attempts: 5, backoffMs: 20 },
  );

/** A site's deployments, newest first: one Query on GSI1 (records only, never code). */
export const listDeployments = async (siteId: string, page: PageRequest): Promise<Page<Deployment>> => {
  const partition = cloudCodeKeys.deploymentIndexPartition(siteId);
  const result = await queryPage(
    {
      TableName: TABLE_NAME,
      IndexName: GSI1,
      ScanIndexForward: false,
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': partition },
    },
    page,
    { partition: ['gsi1pk', partition], keyAttributes: ['pk', 'sk', 'gsi1pk', 'gsi1sk'] },
  );
  return { ...result, items: result.items.map(toDeployment) };
};

/** A deployment with its files: one Query on its partition (record and code chunks). */
export const getDeploymentWithFiles = async (
  siteId: string,
  deploymentId: string,
): Promise<{ deployment: Deployment; files: SandboxFile[] } | undefined> => {
  const items = await readPartition(
    { pk: cloudCodeKeys.deploymentPartition(siteId, deploymentId) },
    { consistent: true },
  );
  const record = items.find((item) => item.sk === 'DEPLOYMENT');
  if (!record) return undefined;
  return {
    deployment: toDeployment(record),
    files: filesOf(items.filter((item) => String(item.sk).startsWith('CODE#'))),
  };
};

const codeCache = new Map<string, Promise<SandboxFile[]>>();

const remember = (key: string, code: Promise<SandboxFile[]>) => {
  codeCache.set(key, code);
  code.catch(() => codeCache.delete(key));
  if (codeCache.size > 200) codeCache.delete(codeCache.keys().next().value as string);
};

/**
 * A deployment's code, kept per instance by deployment id (a deployment never changes): one Query
 * the first time an instance runs it, none after.
 */
export const deploymentCode = (siteId: string, deploymentId: string): Promise<SandboxFile[]> => {
  const key = `${siteId}/${deploymentId}`;
  let code = codeCache.get(key);
  if (!code) {
    code = getDeploymentWithFiles(siteId, deploymentId).then((found) => {
      if (!found) throw new Error(`deployment ${deploymentId} has no code`);
      return found.files;
    });
    remember(key, code);
  }
  return code;
};
