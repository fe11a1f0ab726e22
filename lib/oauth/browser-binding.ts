import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { hashSecret } from '../auth/tokens.js';

/**
 * The authorization pages' defence against cross-site request forgery: a random HttpOnly,
 * SameSite=Lax cookie binds each pending request to the browser that started it, and every form
 * carries a CSRF token that the server rotates after use. A forged post lacks one or the other.
 */
const COOKIE = 'sm_oauth_browser';
const VALUE = /^[A-Za-z0-9_-]{43}$/;

/** The browser's binding value from its cookie, when it has a well-formed one. */
export const browserBinding = (event: APIGatewayProxyEventV2): string | undefined => {
  for (const cookie of event.cookies ?? []) {
    const [name, value] = cookie.split('=', 2).map((part) => part.trim());
    if (name === COOKIE && value && VALUE.test(value)) return value;
  }
  return undefined;
};

/** A fresh binding value for a browser that has none. */
export const newBrowserBinding = (): string => randomBytes(32).toString('base64url');

/** The Set-Cookie value for a binding, scoped to the OAuth pages under `base`. */
export const browserBindingCookie = (value: string, base: string): string => {
  const url = new URL(base);
  const path = `${url.pathname.replace(/\/+$/, '')}/oauth2/`;
  return `${COOKIE}=${value}; Path=${path}; Max-Age=86400; HttpOnly; SameSite=Lax${url.protocol === 'https:' ? '; Secure' : ''}`;
};

/** Constant-time check of a presented secret against a stored hash. */
export const matchesHash = (secret: string | undefined, hash: string): boolean => {
  if (secret === undefined) return false;
  const actual = Buffer.from(hashSecret(secret), 'hex');
  const expected = Buffer.from(hash, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
};
