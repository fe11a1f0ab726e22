import type { Context } from 'aws-lambda';

/**
 * What lib/http's middleware reads about the authenticated caller (for logs and idempotency keys).
 * Authentication lives above lib/http (lib/auth/authenticate.ts) and fills `principal` with a
 * value of this shape, so lib/http never imports lib/auth.
 */
export interface CallerContext extends Context {
  principal?: {
    readonly site?: { readonly id: string };
    readonly token: { readonly id: string; readonly userId?: string; readonly customerId?: string };
  };
}
