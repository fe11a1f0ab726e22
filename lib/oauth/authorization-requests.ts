import { randomBytes } from 'node:crypto';
import { hashSecret } from '../auth/tokens.js';
import { deleteItem, putNewItem, readItem, updateItem } from '../db/one-item.js';
import { oauthKeys } from './keys.js';
import type { Subject } from './subject.js';

/** A person has this long to sign in and decide. */
export const AUTHORIZATION_REQUEST_TTL = 15 * 60;

/**
 * A validated authorization request waiting for the person on the sign-in and consent pages.
 * It holds the hash of the browser-binding cookie and of the form's CSRF token, so only the
 * browser that started it can post its forms.
 */
export interface AuthorizationRequest {
  readonly request_id: string;
  readonly client_id: string;
  readonly redirect_uri: string;
  readonly scopes: readonly string[];
  readonly state?: string;
  readonly nonce?: string;
  readonly code_challenge: string;
  readonly site_id?: string;
  readonly browser_hash: string;
  readonly csrf_hash: string;
  readonly expires_at: number;
  /** Set once the person has signed in. */
  readonly signed_in?: {
    readonly subject: Subject;
    readonly auth_time: number;
    readonly email: string;
    /** The requested scopes this person may grant. */
    readonly scopes: readonly string[];
  };
}

export type NewAuthorizationRequest = Omit<
  AuthorizationRequest,
  'request_id' | 'csrf_hash' | 'expires_at' | 'signed_in'
>;

const secret = () => randomBytes(32).toString('base64url');

/** Stores a request: one PutItem. Returns it with the first CSRF token for its form. */
export const createAuthorizationRequest = async (
  input: NewAuthorizationRequest,
): Promise<{ request: AuthorizationRequest; csrf: string }> => {
  const csrf = secret();
  const expiresAt = Math.floor(Date.now() / 1000) + AUTHORIZATION_REQUEST_TTL;
  const request: AuthorizationRequest = {
    ...input,
    request_id: secret(),
    csrf_hash: hashSecret(csrf),
    expires_at: expiresAt,
  };
  await putNewItem({ ...oauthKeys.authorizationRequest(request.request_id), ...request, ttl: expiresAt });
  return { request, csrf };
};

/** A pending request that has not expired: one strongly consistent GetItem. */
export const getAuthorizationRequest = async (requestId: string): Promise<AuthorizationRequest | undefined> => {
  if (!/^[A-Za-z0-9_-]{43}$/.test(requestId)) return undefined;
  const request = (await readItem(oauthKeys.authorizationRequest(requestId))) as AuthorizationRequest | undefined;
  return request && request.expires_at > Date.now() / 1000 ? request : undefined;
};

/**
 * Records the sign-in and rotates the CSRF token, only if the form's token was the current one
 * (a replayed sign-in form fails): one conditional UpdateItem. Undefined when the condition fails.
 */
export const recordSignIn = async (
  request: AuthorizationRequest,
  signedIn: NonNullable<AuthorizationRequest['signed_in']>,
): Promise<string | undefined> => {
  const csrf = secret();
  const outcome = await updateItem(oauthKeys.authorizationRequest(request.request_id), {
    UpdateExpression: 'SET signed_in = :signedIn, csrf_hash = :next',
    ConditionExpression: 'csrf_hash = :current',
    ExpressionAttributeValues: { ':signedIn': signedIn, ':next': hashSecret(csrf), ':current': request.csrf_hash },
  });
  return outcome.refused ? undefined : csrf;
};

/** Ends a request after the decision, so it is decided once: one conditional DeleteItem. False when already gone. */
export const finishAuthorizationRequest = async (request: AuthorizationRequest): Promise<boolean> => {
  const { done } = await deleteItem(oauthKeys.authorizationRequest(request.request_id), {
    ConditionExpression: 'csrf_hash = :current',
    ExpressionAttributeValues: { ':current': request.csrf_hash },
  });
  return done;
};
