import { GetSecretValueCommand, PutSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, jwtVerify, SignJWT, type JWK } from 'jose';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SigningKeys } from '../../../lib/oauth/signing-keys.js';

const SECRET_ARN = 'arn:aws:secretsmanager:us-east-1:123456789012:secret:Dev-OAuthSigningKey-AbCdEf';
const secrets = mockClient(SecretsManagerClient);

/** A key set as the code stores it: `{ keys: [{ kid, privateJwk, publicJwk, createdAt }] }`. */
const storedKeySet = async () => {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
  const publicJwk = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint(publicJwk);
  const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: 'RS256', use: 'sig' };
  const key = {
    kid,
    privateJwk,
    publicJwk: { ...publicJwk, kid, alg: 'RS256', use: 'sig' },
    createdAt: '2026-01-01T00:00:00.000Z',
  };
  return { key, secretString: JSON.stringify({ keys: [key] }) };
};

const resourceExists = () =>
  Object.assign(new Error('A resource with the ID you requested already exists.'), { name: 'ResourceExistsException' });

/** signing-keys.ts reads SIGNING_KEY_SECRET_ARN at load and caches per process: a fresh module per test. */
const loadModule = async () => {
  vi.resetModules();
  return import('../../../lib/oauth/signing-keys.js');
};

const signAndVerify = async (current: SigningKeys['current'], publicJwk: JWK) => {
  const jwt = await new SignJWT({ sub: 'u1' }).setProtectedHeader({ alg: 'RS256', kid: current.kid }).sign(current.key);
  return (await jwtVerify(jwt, await importJWK(publicJwk, 'RS256'))).payload.sub;
};

describe('signing keys kept in a Secrets Manager secret', () => {
  beforeEach(() => {
    secrets.reset();
    process.env.SIGNING_KEY_SECRET_ARN = SECRET_ARN;
  });

  afterEach(() => {
    delete process.env.SIGNING_KEY_SECRET_ARN;
    vi.restoreAllMocks();
  });

  it('loads the key already in the secret and stores nothing', async () => {
    const { key, secretString } = await storedKeySet();
    secrets.on(GetSecretValueCommand).resolves({ SecretString: secretString });
    const { signingKeys } = await loadModule();

    const keys = await signingKeys();

    expect(keys.current.kid).toBe(key.kid);
    expect(keys.jwks.keys).toEqual([key.publicJwk]);
    expect(keys.jwks.keys[0]).not.toHaveProperty('d');
    expect(await signAndVerify(keys.current, key.publicJwk)).toBe('u1');
    expect(secrets.commandCalls(GetSecretValueCommand).map((call) => call.args[0].input)).toEqual([
      { SecretId: SECRET_ARN },
    ]);
    expect(secrets.commandCalls(PutSecretValueCommand)).toHaveLength(0);
  });

  it('generates a key when the secret holds only the placeholder and stores it under the fixed version token', async () => {
    secrets.on(GetSecretValueCommand).resolves({ SecretString: '{}' });
    secrets.on(PutSecretValueCommand).resolves({});
    const { signingKeys, SIGNING_KEY_SECRET_TOKEN } = await loadModule();

    const keys = await signingKeys();

    const puts = secrets.commandCalls(PutSecretValueCommand);
    expect(puts).toHaveLength(1);
    const input = puts[0]?.args[0].input;
    expect(input).toMatchObject({ SecretId: SECRET_ARN, ClientRequestToken: SIGNING_KEY_SECRET_TOKEN });
    expect(SIGNING_KEY_SECRET_TOKEN.length).toBeGreaterThanOrEqual(32); // the API's minimum
    const stored = JSON.parse(input?.SecretString ?? '') as {
      keys: { kid: string; privateJwk: JWK; publicJwk: JWK }[];
    };
    expect(stored.keys).toHaveLength(1);
    expect(stored.keys[0]?.kid).toBe(keys.current.kid);
    expect(stored.keys[0]?.privateJwk.d).toEqual(expect.any(String));
    expect(keys.jwks.keys).toEqual([stored.keys[0]?.publicJwk]);
    expect(await signAndVerify(keys.current, stored.keys[0]?.publicJwk as JWK)).toBe('u1');
  });

  it("re-reads and uses the winner's key when another cold start stored one first", async () => {
    const winner = await storedKeySet();
    secrets
      .on(GetSecretValueCommand)
      .resolvesOnce({ SecretString: '{}' })
      .resolves({ SecretString: winner.secretString });
    secrets.on(PutSecretValueCommand).rejects(resourceExists());
    const { signingKeys } = await loadModule();

    const keys = await signingKeys();

    expect(keys.current.kid).toBe(winner.key.kid);
    expect(keys.jwks.keys).toEqual([winner.key.publicJwk]);
    expect(await signAndVerify(keys.current, winner.key.publicJwk)).toBe('u1');
    expect(secrets.commandCalls(PutSecretValueCommand)).toHaveLength(1);
    expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(2);
  });

  it('treats any other PutSecretValue failure as an error, not as a lost race', async () => {
    secrets.on(GetSecretValueCommand).resolves({ SecretString: '{}' });
    secrets.on(PutSecretValueCommand).rejects(Object.assign(new Error('denied'), { name: 'AccessDeniedException' }));
    const { signingKeys } = await loadModule();

    await expect(signingKeys()).rejects.toMatchObject({ name: 'AccessDeniedException' });
    expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(1);
  });

  it('reads the secret once per process, however many callers ask', async () => {
    const { key, secretString } = await storedKeySet();
    secrets.on(GetSecretValueCommand).resolves({ SecretString: secretString });
    const { signingKeys } = await loadModule();

    const all = await Promise.all([signingKeys(), signingKeys(), signingKeys()]);
    const later = await signingKeys();

    expect(new Set([...all, later].map((keys) => keys.current.kid))).toEqual(new Set([key.kid]));
    expect(later).toBe(all[0]);
    expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(1);
  });

  it('retries a failed read on the next call instead of caching the failure', async () => {
    const { key, secretString } = await storedKeySet();
    secrets
      .on(GetSecretValueCommand)
      .rejectsOnce(Object.assign(new Error('Rate exceeded'), { name: 'ThrottlingException' }))
      .resolves({ SecretString: secretString });
    const { signingKeys } = await loadModule();

    await expect(signingKeys()).rejects.toMatchObject({ name: 'ThrottlingException' });
    expect((await signingKeys()).current.kid).toBe(key.kid);
    expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(2);
  });

  it('never puts the private key in an error or on the console', async () => {
    const { key, secretString } = await storedKeySet();
    const privateParts = [key.privateJwk.d, key.privateJwk.p, key.privateJwk.q].map((part) => String(part));
    const output: string[] = [];
    for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        output.push(args.map(String).join(' '));
      });
    }
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      output.push(String(chunk));
      return true;
    });
    // A damaged secret, the fault between two private parts: JSON.parse's own message quotes the text around it.
    const damaged = secretString.replace('"q":"', '"q":!"');
    expect(damaged).not.toBe(secretString);
    // What JSON.parse would reveal: the end of the prime p and the start of the prime q.
    const leaks = [String(privateParts[1]).slice(-4), String(privateParts[2]).slice(0, 8)];
    for (const leak of leaks) expect(() => JSON.parse(damaged)).toThrow(leak);
    secrets.on(GetSecretValueCommand).resolves({ SecretString: damaged });
    const { signingKeys } = await loadModule();

    const error = await signingKeys().then(
      () => undefined,
      (caught: unknown) => caught as Error,
    );

    expect(error?.message).toBe('The OAuth signing key secret does not hold JSON');
    const surfaced = [JSON.stringify(error), String(error?.stack), String(error?.cause), ...output].join('\n');
    for (const part of privateParts) expect(surfaced).not.toContain(part.slice(0, 16));
    expect(surfaced).not.toContain(`${leaks[0]}","q"`);
    expect(surfaced).not.toContain(leaks[1]);
    expect(surfaced).not.toContain('"d":');
  });
});

describe('signing keys without SIGNING_KEY_SECRET_ARN', () => {
  it('never calls Secrets Manager (the table keeps the keys, as on the local server)', async () => {
    delete process.env.SIGNING_KEY_SECRET_ARN;
    secrets.reset();
    const { signingKeys } = await loadModule();
    // The table path needs DynamoDB; whether it succeeds here is the integration tests' concern.
    await signingKeys().catch(() => undefined);
    expect(secrets.calls()).toHaveLength(0);
  });
});
