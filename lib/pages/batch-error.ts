/** The stable codes a failing batch operation reports in its result entry's `error`. */
export type BatchErrorCode = 'invalid_op' | 'invalid_path' | 'read_only' | 'not_found' | 'invalid_value' | 'conflict';

/**
 * Why one batch operation failed. Not an `ApiError`: it never becomes an HTTP status of its own,
 * the engine catches it and reports it in that operation's result entry.
 */
export class BatchOperationError extends Error {
  override readonly name = 'BatchOperationError';

  constructor(
    readonly code: BatchErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** Factories, one per code, for the messages shown in result entries. */
export const invalidOp = (message: string) => new BatchOperationError('invalid_op', message);
export const invalidPath = (message: string) => new BatchOperationError('invalid_path', message);
export const readOnly = (message: string) => new BatchOperationError('read_only', message);
export const notFound = (message: string) => new BatchOperationError('not_found', message);
export const invalidValue = (message: string) => new BatchOperationError('invalid_value', message);
export const conflict = (message: string) => new BatchOperationError('conflict', message);
