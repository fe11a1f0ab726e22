import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/**
 * TransactionConflict answers injected into the document client, on the real local server (issue
 * 20): DynamoDB Local serializes transactions on a hot item where AWS cancels the newcomer, so a
 * design that holds on Local may not on AWS. Two modes:
 * - `rate`: this share of TransactWriteItems answered TransactionConflict, at random (the fault
 *   mode of test/integration/faults.test.ts, run over a whole rush);
 * - `itemLocks`: AWS's rule, emulated: a transaction that touches an item another transaction is
 *   still writing is cancelled with TransactionConflict, and a single-item write to such an item is
 *   refused with TransactionConflictException. A transaction holds its items for the whole call to
 *   DynamoDB Local, or for `holdMs` at most: on a loaded machine a call to the emulator takes many
 *   times AWS's 10–30 ms, and a lock that long measures the machine, not the design.
 */
export interface ConflictMode {
  readonly rate?: number;
  readonly itemLocks?: boolean;
  readonly holdMs?: number;
  /**
   * This share of TransactWriteItems applied, their answer then lost (a timeout after the SDK's own
   * retries): the caller cannot tell whether the write happened.
   */
  readonly lostAnswers?: number;
}

export interface ConflictInjector {
  /** Switches the injection (undefined: off). */
  set(mode: ConflictMode | undefined): void;
  /** TransactWriteItems seen and conflicts injected since the last `set`. */
  readonly counts: { readonly transactions: number; readonly injected: number };
}

type Key = { pk?: unknown; sk?: unknown };
type Action = { Put?: { Item?: Key }; Update?: { Key?: Key }; Delete?: { Key?: Key }; ConditionCheck?: { Key?: Key } };

const keyOf = (key: Key | undefined) => `${String(key?.pk)}\u0000${String(key?.sk)}`;
const actionKey = (action: Action) =>
  keyOf(action.Put?.Item ?? action.Update?.Key ?? action.Delete?.Key ?? action.ConditionCheck?.Key);

const cancelled = (codes: string[]) =>
  Object.assign(
    new Error(`Transaction cancelled, please refer cancellation reasons for specific reasons [${codes.join(', ')}]`),
    {
      name: 'TransactionCanceledException',
      $fault: 'client',
      $metadata: { httpStatusCode: 400 },
      CancellationReasons: codes.map((Code) => ({
        Code,
        ...(Code === 'TransactionConflict' && { Message: 'Transaction is ongoing for the item' }),
      })),
    },
  );
const itemConflict = () =>
  Object.assign(new Error('Transaction is ongoing for the item'), {
    name: 'TransactionConflictException',
    $fault: 'client',
    $metadata: { httpStatusCode: 400 },
  });

const lostAnswer = () => Object.assign(new Error('socket hang up'), { name: 'TimeoutError', $metadata: {} });

const SINGLE_WRITES = new Set(['PutItemCommand', 'UpdateItemCommand', 'DeleteItemCommand']);

/** Adds the injection to `client` (off until `set`); the server under test must use this very client (lib/db/client.ts's `db`). */
export const injectTransactionConflicts = (client: DynamoDBDocumentClient): ConflictInjector => {
  let mode: ConflictMode | undefined;
  let transactions = 0;
  let injected = 0;
  // Items held by transactions in flight: key → how many hold it.
  const held = new Map<string, number>();
  client.middlewareStack.add(
    (next, context) => async (args) => {
      if (!mode) return next(args);
      const input = args.input as { TransactItems?: Action[]; Key?: Key; Item?: Key };
      if (context.commandName === 'TransactWriteItemsCommand') {
        transactions += 1;
        const keys = (input.TransactItems ?? []).map(actionKey);
        if (mode.rate !== undefined && Math.random() < mode.rate) {
          injected += 1;
          throw cancelled(keys.map((_, index) => (index === 0 ? 'TransactionConflict' : 'None')));
        }
        if (mode.lostAnswers !== undefined && Math.random() < mode.lostAnswers) {
          await next(args);
          injected += 1;
          throw lostAnswer();
        }
        if (!mode.itemLocks) return next(args);
        if (keys.some((key) => held.has(key))) {
          injected += 1;
          throw cancelled(keys.map((key) => (held.has(key) ? 'TransactionConflict' : 'None')));
        }
        for (const key of keys) held.set(key, (held.get(key) ?? 0) + 1);
        let released = false;
        const release = () => {
          if (released) return;
          released = true;
          for (const key of keys) {
            const left = (held.get(key) ?? 1) - 1;
            if (left > 0) held.set(key, left);
            else held.delete(key);
          }
        };
        const timer = mode.holdMs === undefined ? undefined : setTimeout(release, mode.holdMs);
        try {
          return await next(args);
        } finally {
          clearTimeout(timer);
          release();
        }
      }
      if (
        mode.itemLocks &&
        SINGLE_WRITES.has(String(context.commandName)) &&
        held.has(keyOf(input.Key ?? input.Item))
      ) {
        injected += 1;
        throw itemConflict();
      }
      return next(args);
    },
    { step: 'initialize', name: 'injectTransactionConflicts', priority: 'high' },
  );
  return {
    set: (next) => {
      mode = next;
      transactions = 0;
      injected = 0;
    },
    get counts() {
      return { transactions, injected };
    },
  };
};
