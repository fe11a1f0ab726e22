import type * as z from 'zod/mini';

/**
 * The seam between a domain's writes and whatever runs code around them (cloud code's
 * before-hooks): a domain calls `beforeWrite`/`beforeDelete` with the `Writer` its caller handed
 * it, and never imports what implements the hooks. The handler builds the writer (cloud code's are
 * `cloudCodeWriter` and `cloudCodeDeleter`, lib/cloudcode/hooks.ts), so a bundle carries the hook
 * runner only when its handler asks for it, and the write's depth comes from the request, not from
 * the domain.
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

/**
 * Who makes a write through a route, as the domain sees it: the API's address (the urls of what a
 * hook sees) and the write's depth (0 for a client's; a hook's write is one deeper, refused past the
 * limit when the writer is built from the request's principal). The platform's own writes (seed,
 * tests) have none: no hook, depth 0.
 */
export interface Writer {
  readonly base: string;
  readonly depth: number;
}

/**
 * A writer of creates and updates, with the hook that runs before them: the site's before-hook of
 * the write, if any, returning the input the write goes on with (changed by the hook, validated
 * again). Cloud code implements it (`cloudCodeWriter`).
 */
export interface HookedWriter extends Writer {
  beforeWrite<T>(write: BeforeWrite<T>): Promise<T>;
}

/**
 * A writer of deletes, with the hook that runs before them (it may only reject). A delete's writer
 * carries no create or update hook, so a delete's bundle carries none (`cloudCodeDeleter`).
 */
export interface HookedDeleter extends Writer {
  beforeDelete(trigger: WriteTrigger & { readonly object: Readonly<Record<string, unknown>> }): Promise<unknown>;
}

/** The depth a write's items record: the writer's, 0 without one. */
export const depthOf = (writer: Writer | undefined): number => writer?.depth ?? 0;

/**
 * The one call a create or update path makes before its transaction: the writer's before-hook
 * (none without a writer), then the input to write and the depth to record.
 */
export const beforeWrite = async <T>(
  writer: HookedWriter | undefined,
  write: BeforeWrite<T>,
): Promise<BeforeWriteResult<T>> => ({
  input: writer ? await writer.beforeWrite(write) : write.input,
  depth: depthOf(writer),
});

/** The one call a delete path makes before its transaction: the writer's before-hook, if any. Returns the write's depth. */
export const beforeDelete = async (
  writer: HookedDeleter | undefined,
  trigger: WriteTrigger & { readonly object: Readonly<Record<string, unknown>> },
): Promise<number> => {
  await writer?.beforeDelete(trigger);
  return depthOf(writer);
};
