import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';
import { putIfAbsent, readItem } from '../db/one-item.js';
import { timestamp } from '../db/keys.js';
import { tracer } from '../http/telemetry.js';
import { oauthKeys } from './keys.js';

export const SIGNING_ALG = 'RS256';

/**
 * On AWS the keys live in this Secrets Manager secret (set by the CDK only on the functions that
 * sign or publish keys); unset (local server, tests) they live in the table item `OAUTH#KEYS`.
 * Read once at module load.
 */
const SIGNING_KEY_SECRET_ARN = process.env.SIGNING_KEY_SECRET_ARN || undefined;

/**
 * The version id of the first key in the secret. Fixed, so that cold starts racing to create the key
 * converge: Secrets Manager accepts only one value under a given token, the others get
 * ResourceExistsException and read the winner's key. (The API requires 32 to 64 characters.)
 */
export const SIGNING_KEY_SECRET_TOKEN = 'oauth-signing-key-v1-initial-version';

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

/** Where the key set is kept: `read` gives the stored keys (none yet: empty), `create` reports a lost race as false. */
interface KeyStore {
  readonly read: () => Promise<readonly StoredKey[]>;
  readonly create: (keys: readonly StoredKey[]) => Promise<boolean>;
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

// Local and tests: one GetItem; creation is a conditional PutItem.
const tableStore: KeyStore = {
  read: async () => {
    const item = await readItem(oauthKeys.signingKeys());
    return (item?.keys ?? []) as StoredKey[];
  },
  create: (keys) => putIfAbsent({ ...oauthKeys.signingKeys(), keys }),
};

// The SDK is imported on first use only, so the local server and the tests never load it.
const secretStore = async (secretId: string): Promise<KeyStore> => {
  const { SecretsManagerClient, GetSecretValueCommand, PutSecretValueCommand } = await import(
    '@aws-sdk/client-secrets-manager'
  );
  const plain = new SecretsManagerClient({});
  const client = tracer ? tracer.captureAWSv3Client(plain) : plain;
  return {
    read: async () => {
      const { SecretString } = await client.send(new GetSecretValueCommand({ SecretId: secretId }));
      let parsed: { keys?: unknown };
      try {
        parsed = JSON.parse(SecretString ?? '{}') as { keys?: unknown };
      } catch {
        // No cause: JSON.parse's message quotes the text it failed on, which here is a private key.
        throw new Error('The OAuth signing key secret does not hold JSON');
      }
      return Array.isArray(parsed.keys) ? (parsed.keys as StoredKey[]) : [];
    },
    create: async (keys) => {
      try {
        await client.send(
          new PutSecretValueCommand({
            SecretId: secretId,
            SecretString: JSON.stringify({ keys }),
            ClientRequestToken: SIGNING_KEY_SECRET_TOKEN,
          }),
        );
        return true;
      } catch (error) {
        if ((error as { name?: string }).name !== 'ResourceExistsException') throw error;
        return false;
      }
    },
  };
};

/**
 * The stage's key set: one read, or on the very first use a key pair generated and stored so that
 * when two cold starts race, the loser reads the winner's key (see `KeyStore.create`).
 */
const loadOrCreate = async (store: KeyStore): Promise<SigningKeys> => {
  let stored = await store.read();
  if (stored.length === 0) {
    const keys = [await generate()];
    stored = (await store.create(keys)) ? keys : await store.read();
  }
  const newest = stored[stored.length - 1];
  if (!newest) throw new Error('The OAuth signing key store has no keys');
  const key = (await importJWK(newest.privateJwk, SIGNING_ALG)) as CryptoKey;
  return { current: { kid: newest.kid, key }, jwks: { keys: stored.map((entry) => entry.publicJwk) } };
};

let cached: Promise<SigningKeys> | undefined;

/** The signing keys, loaded once per process (a failed load is retried on the next call). */
export const signingKeys = (): Promise<SigningKeys> => {
  cached ??= (SIGNING_KEY_SECRET_ARN ? secretStore(SIGNING_KEY_SECRET_ARN) : Promise.resolve(tableStore))
    .then(loadOrCreate)
    .catch((error: unknown) => {
      cached = undefined;
      throw error;
    });
  return cached;
};
