import { createHmac, randomBytes } from 'node:crypto';

/**
 * Standard Webhooks signing (https://www.standardwebhooks.com): secrets are `whsec_` + base64 of
 * random bytes; a signature is `v1,` + base64 of HMAC-SHA256 over `{id}.{timestamp}.{body}` keyed
 * with the secret's decoded bytes.
 */
const PREFIX = 'whsec_';

/** A new secret: `whsec_` + base64 of 32 random bytes. */
export const newWebhookSecret = (): string => `${PREFIX}${randomBytes(32).toString('base64')}`;

/** `v1,<signature>` of one message under one secret. */
export const signature = (secret: string, id: string, timestampSeconds: number, body: string): string => {
  const key = Buffer.from(secret.startsWith(PREFIX) ? secret.slice(PREFIX.length) : secret, 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestampSeconds}.${body}`).digest('base64')}`;
};

/** The `webhook-signature` header: one signature per secret, space-separated (rotation keeps the old one valid). */
export const signatureHeader = (
  secrets: readonly string[],
  id: string,
  timestampSeconds: number,
  body: string,
): string => secrets.map((secret) => signature(secret, id, timestampSeconds, body)).join(' ');
