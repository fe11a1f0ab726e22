/**
 * The page batch engine: pure, no I/O. Rules beyond the contract's batch rules, decided here:
 * - `path` is a JSON Pointer into the page; repeatables are addressed by id, locales by value.
 * - `set` writes one scalar field. Booleans take "true"/"false", integers non-negative decimal
 *   strings, `/slug` a slug, `/parent` a page id or "" (stored as null). A container
 *   (`/locales`, `/items/x`, …) can't be set as a whole: `invalid_path`; only `/og_image` takes
 *   a whole file object, an upload's (the caller resolves `{"upload_id"}` first).
 *   Missing editables and translations on the way are created; anything else missing is `not_found`.
 * - A repeatable's `id` and `position` are read-only; positions are 0-based and renumbered from
 *   the array order after every insert, move and delete.
 * - Checks that need only the request run first, so the error code precedence is
 *   invalid_op, invalid_path, read_only, invalid_value (format), not_found, invalid_value (own parent), conflict.
 */
import { BatchOperationError, invalidOp, type BatchErrorCode } from './batch-error.js';
import {
  deleteOperation,
  insertOperation,
  moveOperation,
  setOperation,
  type OperationOutcome,
} from './batch-operations.js';
import type { PageDocument } from './page-document.js';
import { parsePagePath } from './page-path.js';

export type { BatchErrorCode } from './batch-error.js';
export type { Editable, OgImage, PageDocument, Repeatable } from './page-document.js';

/**
 * One operation of a page batch request. `value` and `after` are strings, but for the
 * file object of a `set` on `/og_image` (resolved from `{"upload_id"}` before the engine runs).
 */
export interface BatchOperation {
  readonly op: string;
  readonly path: string;
  readonly value?: string | Readonly<Record<string, unknown>>;
  readonly after?: string;
}

/** The result entry of one operation. */
export interface BatchResultEntry {
  index: number;
  status: 'ok' | 'error' | 'skipped';
  path: string;
  /** The id of an inserted repeatable. */
  id?: string;
  /** Set on an `ok` operation that changed nothing; the only value is `unchanged`. */
  warning?: 'unchanged';
  error?: BatchErrorCode;
  message?: string;
}

/** Options of {@link applyBatch}; explicit, so the engine reads no globals. */
export interface BatchOptions {
  /** When true, one failing operation undoes the whole batch. */
  readonly atomic: boolean;
  /** Makes the id of an inserted repeatable that has none: a 24-character lowercase hex string. */
  readonly newId: () => string;
}

/** Which fields that decide a page's fullpath differ between the input and the returned document. */
export interface BatchTouched {
  slug: boolean;
  parent: boolean;
}

/** What {@link applyBatch} returns. */
export interface BatchOutcome {
  /** The page after the batch; a new object, never the input. */
  document: PageDocument;
  /** One entry per operation, in request order. */
  results: BatchResultEntry[];
  /** True when at least one operation changed the document (later ones may have changed it back). */
  changed: boolean;
  /** True when at least one operation failed. */
  failed: boolean;
  touched: BatchTouched;
}

const applyOperation = (document: PageDocument, operation: BatchOperation, newId: () => string): OperationOutcome => {
  switch (operation.op) {
    case 'set':
      return setOperation(document, parsePagePath(operation.path), operation.value);
    case 'insert':
      return insertOperation(document, parsePagePath(operation.path), operation.value, operation.after, newId);
    case 'move':
      return moveOperation(document, parsePagePath(operation.path), operation.after);
    case 'delete':
      return deleteOperation(document, parsePagePath(operation.path));
    default:
      throw invalidOp(`Unknown op "${String(operation.op)}": expected set, insert, move or delete`);
  }
};

/**
 * Applies a page batch to a page document, in order, without any I/O and without
 * changing `document`. Each operation is checked before it writes, so a failing one is a no-op;
 * with `atomic`, any failure returns a copy of the input, the failures as `error` and every other
 * operation as `skipped`. The caller recomputes derived fields (fullpath, depth, parent_path, urls)
 * and checks slug uniqueness and the parent's existence when `touched` says so.
 */
export const applyBatch = (
  document: PageDocument,
  operations: readonly BatchOperation[],
  options: BatchOptions,
): BatchOutcome => {
  const working = structuredClone(document);
  const results: BatchResultEntry[] = [];
  let changed = false;
  let failed = false;
  for (const [index, operation] of operations.entries()) {
    const path = operation.path;
    try {
      const outcome = applyOperation(working, operation, options.newId);
      const entry: BatchResultEntry = { index, status: 'ok', path };
      if (outcome.id !== undefined) entry.id = outcome.id;
      if (outcome.warning !== undefined) entry.warning = outcome.warning;
      results.push(entry);
      changed ||= outcome.changed;
    } catch (error) {
      if (!(error instanceof BatchOperationError)) throw error;
      results.push({ index, status: 'error', path, error: error.code, message: error.message });
      failed = true;
    }
  }

  if (options.atomic && failed) {
    // Later operations still ran against the working copy, so every failure is reported, not only the first.
    for (const entry of results) {
      if (entry.status === 'ok') {
        entry.status = 'skipped';
        delete entry.id;
        delete entry.warning;
      }
    }
    return {
      document: structuredClone(document),
      results,
      changed: false,
      failed,
      touched: { slug: false, parent: false },
    };
  }
  return {
    document: working,
    results,
    changed,
    failed,
    touched: { slug: working.slug !== document.slug, parent: working.parent !== document.parent },
  };
};
