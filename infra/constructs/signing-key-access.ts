import { Grant, type IGrantable } from 'aws-cdk-lib/aws-iam';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';

/**
 * Routes whose code calls `signingKeys()` (lib/oauth/signing-keys.ts), directly or through
 * `signIdToken`: each may be the first to need the key, so each may create it.
 * test/infra/signing-key-access.test.ts checks this list against the functions' imports.
 */
export const SIGNING_KEY_ROUTES: readonly string[] = ['get-oauth-jwks', 'oauth-token'];

/** The variable through which lib/oauth/signing-keys.ts finds the secret. */
export const SIGNING_KEY_SECRET_ENV = 'SIGNING_KEY_SECRET_ARN';

/** Read the key, or store the first one (a `PutSecretValue` with a fixed version token): nothing else. */
export const SIGNING_KEY_SECRET_ACTIONS = ['secretsmanager:GetSecretValue', 'secretsmanager:PutSecretValue'] as const;

/**
 * Grants exactly `SIGNING_KEY_SECRET_ACTIONS` on the secret; `grantRead`/`grantWrite` would add
 * DescribeSecret and UpdateSecret, which the code never calls. The secret uses the AWS-managed
 * key, so no KMS grant is needed.
 */
export const grantSigningKeyAccess = (grantee: IGrantable, secret: ISecret): Grant =>
  Grant.addToPrincipal({ grantee, actions: [...SIGNING_KEY_SECRET_ACTIONS], resourceArns: [secret.secretArn] });
