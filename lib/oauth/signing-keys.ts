import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';
import { db, TABLE_NAME } from '../db/client.js';
import { timestamp } from '../db/keys.js';
import { oauthKeys } from './keys.js';

export const SIGNING_ALG = 'RS256';

interface StoredKey {
  readonly kid: string;
  readonly privateJwk: JWK;
  readonly publicJwk: JWK;
  readonly createdAt: string;
}

/** The stage's signing key, ready to sign, with the public key set to publish. */
export interface SigningKeys {
  readonly current: { readonly kid: string; readonly key: CryptoKey };
  readonly jwks: { readonly keys: readonly JWK[] };
}

const generate = async (): Promise<StoredKey> => {
  const { privateKey, publicKey } = await generateKeyPair(SIGNING_ALG, { extractable: true, modulusLength: 2048 });
  const publicJwk = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint(publicJwk);
  return {
    kid,
    privateJwk: { ...(await exportJWK(privateKey)), kid, alg: SIGNING_ALG, use: 'sig' },
    publicJwk: { ...publicJwk, kid, alg: SIGNING_ALG, use: 'sig' },
    createdAt: timestamp(),
  };
};

/**
 * The stage's key set: one GetItem, or on the very first use a key pair generated and stored with a
 * conditional PutItem (when two cold starts race, the loser reads the winner's key). The private key
 * lives in the table item `OAUTH#KEYS`; Secrets Manager would be the better home on AWS.
 */
const loadOrCreate = async (): Promise<SigningKeys> => {
  const read = async () => (await db.send(new GetCommand({ TableName: TABLE_NAME, Key: oauthKeys.signingKeys(), ConsistentRead: true }))).Item;
  let item = await read();
  if (!item) {
    const key = await generate();
    try {
      await db.send(new PutCommand({
        TableName: TABLE_NAME,
        Item: { ...oauthKeys.signingKeys(), keys: [key] },
        ConditionExpression: 'attribute_not_exists(pk)',
      }));
      item = { keys: [key] };
    } catch (error) {
      if ((error as { name?: string }).name !== 'ConditionalCheckFailedException') throw error;
      item = await read();
    }
  }
  const stored = (item?.keys ?? []) as StoredKey[];
  const newest = stored[stored.length - 1];
  if (!newest) throw new Error('The OAuth signing key item has no keys');
  const key = await importJWK(newest.privateJwk, SIGNING_ALG) as CryptoKey;
  return { current: { kid: newest.kid, key }, jwks: { keys: stored.map((entry) => entry.publicJwk) } };
};

let cached: Promise<SigningKeys> | undefined;

/** The signing keys, loaded once per process (a failed load is retried on the next call). */
export const signingKeys = (): Promise<SigningKeys> => {
  cached ??= loadOrCreate().catch((error: unknown) => {
    cached = undefined;
    throw error;
  });
  return cached;
};
