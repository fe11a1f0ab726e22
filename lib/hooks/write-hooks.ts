import type * as z from 'zod/mini';
import type { Principal } from '../auth/principal.js';

/**
 * The seam between a domain's writes and whatever runs code around them (cloud code's
 * before-hooks): a domain calls `beforeWrite`/`beforeDelete` with the `Writer` its caller handed
 * it, and never imports what implements the hooks. The handler builds the writer (cloud code's is
 * `cloudCodeWriter`, lib/cloudcode/hooks.ts), so a bundle carries the hook runner only when its
 * handler asks for it, and the write's depth comes from the request, not from the domain.
 */

/** The kinds of resource whose writes run hooks. */
export type WriteKind = 'entry' | 'customer' | 'product' | 'coupon' | 'order';

/** A before-hook's trigger: the kind of resource and (for entries) the channel's slug. */
export interface WriteTrigger {
  readonly kind: WriteKind;
  /** The channel's slug, for entries. */
  readonly channel?: string;
}

export interface BeforeWrite<T> extends WriteTrigger {
  readonly action: 'create' | 'update';
  /** The write's input as the route's body schema validated it. */
  readonly input: T;
  /**
   * What the hook sees as `req.object`: on create the input (defaults applied, no id yet), on
   * update the resource as the API shows it with the input applied.
   */
  readonly object: Readonly<Record<string, unknown>>;
  /** `req.original` on update: the resource as the API shows it now. */
  readonly original?: Readonly<Record<string, unknown>>;
  /**
   * The route's body schema: a hook may change the fields it has (no other: a hook cannot write
   * what a client could not), and the input with its changes is validated by it again.
   */
  readonly schema: z.ZodMiniType<T> & { readonly shape: Readonly<Record<string, unknown>> };
  /** Body fields the hook neither sees nor changes (a customer's password). */
  readonly hidden?: readonly string[];
}

/** What a write goes on with: its (possibly changed) input, and the depth its items carry. */
export interface BeforeWriteResult<T> {
  readonly input: T;
  /** 0 for a client's write; a hook's write is one deeper than the write that ran it. */
  readonly depth: number;
}

/** What runs around a write: implemented by cloud code. */
export interface WriteHooks {
  /** Runs the site's before-hook of a create or update, if any: the input the write goes on with (changed by the hook, validated again). */
  beforeWrite<T>(writer: Writer, write: BeforeWrite<T>): Promise<T>;
  /** Runs the site's before-hook of a delete, if any: it may only reject. */
  beforeDelete(writer: Writer, trigger: WriteTrigger & { readonly object: Readonly<Record<string, unknown>> }): Promise<void>;
}

/**
 * Who makes a write through a route: the caller, the API's address (the urls of what a hook
 * sees), the write's depth (0 for a client's; a hook's write is one deeper, refused past the
 * limit when the writer is built) and the hooks it runs. The platform's own writes (seed, tests)
 * have none: no hook, depth 0.
 */
export interface Writer {
  readonly principal: Principal;
  readonly base: string;
  readonly depth: number;
  readonly hooks: WriteHooks;
}

/** The depth a write's items record: the writer's, 0 without one. */
export const depthOf = (writer: Writer | undefined): number => writer?.depth ?? 0;

/**
 * The one call a create or update path makes before its transaction: the writer's before-hook
 * (none without a writer), then the input to write and the depth to record.
 */
export const beforeWrite = async <T>(writer: Writer | undefined, write: BeforeWrite<T>): Promise<BeforeWriteResult<T>> =>
  writer ? { input: await writer.hooks.beforeWrite(writer, write), depth: writer.depth } : { input: write.input, depth: 0 };

/** The one call a delete path makes before its transaction: the writer's before-hook, if any. Returns the write's depth. */
export const beforeDelete = async (writer: Writer | undefined, trigger: WriteTrigger & { readonly object: Readonly<Record<string, unknown>> }): Promise<number> => {
  if (writer) await writer.hooks.beforeDelete(writer, trigger);
  return depthOf(writer);
};
