import { randomUUID } from 'node:crypto';
import {
  DeleteCommand,
  PutCommand,
  TransactWriteCommand,
  UpdateCommand,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { cancellationCodes, refusalOf } from './cancellation.js';
import { db } from './client.js';

/** One action of a TransactWriteItems, as the document client takes it. */
export type TransactAction = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/**
 * One action of a transaction with the label its failed condition is reported by: `order`,
 * `claim`, `stock:<product id>`, `coupon`. A domain exports the items it owns (a product's stock
 * update, a coupon's redemption) with their labels; a workflow composes them and reads a refusal
 * by label, never by position.
 */
export type TransactionItem = TransactAction & { readonly label: string };

/** Gives an action its label. */
export const labelled = (label: string, action: TransactAction): TransactionItem => ({ ...action, label });

/**
 * A transaction refused by its conditions: `failed` names the labels of the items whose condition
 * failed (DynamoDB reports each item's reason), so the caller can answer for each (a taken slug,
 * a stock shortfall, a version that moved).
 */
export class TransactionRefused extends Error {
  override readonly name = 'TransactionRefused';

  /** The items as they were, by label, for refused actions that asked for them (`ReturnValuesOnConditionCheckFailure: 'ALL_OLD'`). */
  readonly oldItems: ReadonlyMap<string, Record<string, unknown>>;

  constructor(
    readonly failed: readonly string[],
    options: { cause?: unknown; oldItems?: ReadonlyMap<string, Record<string, unknown>> } = {},
  ) {
    super(`transaction refused by the condition of: ${failed.join(', ')}`, { cause: options.cause });
    this.oldItems = options.oldItems ?? new Map();
  }

  /** True when the item with this label, or any whose label starts with `<prefix>:`, failed its condition. */
  refused(label: string): boolean {
    return this.failed.some((failed) => failed === label || failed.startsWith(`${label}:`));
  }
}

/** DynamoDB's own limit on the actions of one TransactWriteItems. */
export const MAX_TRANSACTION_ITEMS = 100;

/**
 * Sends the items as ONE TransactWriteItems (labels stripped). A cancellation by conditions throws
 * TransactionRefused with the failed labels; a collision with a concurrent transaction
 * (TransactionConflict) and throttling are rethrown as DynamoDB raised them, for the optimistic
 * retry (lib/db/optimistic-retry.ts) and then the error handler (503 `contention`). Every call
 * carries a fresh ClientRequestToken, so the SDK's own retries of it are idempotent.
 */
export const sendTransaction = async (items: readonly TransactionItem[]): Promise<void> => {
  if (items.length > MAX_TRANSACTION_ITEMS)
    throw new Error(`a transaction holds at most ${MAX_TRANSACTION_ITEMS} items (${items.length})`);
  const actions = items.map(({ label: _label, ...action }) => action as TransactAction);
  try {
    await db.send(new TransactWriteCommand({ TransactItems: actions, ClientRequestToken: randomUUID() }));
  } catch (error) {
    const codes = cancellationCodes(error);
    if (!codes || codes.includes('TransactionConflict') || !codes.includes('ConditionalCheckFailed')) throw error;
    const reasons =
      (error as { CancellationReasons?: { Item?: Parameters<typeof unmarshall>[0] }[] }).CancellationReasons ?? [];
    const refused = items.flatMap((item, index) =>
      codes[index] === 'ConditionalCheckFailed' ? [{ label: item.label, old: reasons[index]?.Item }] : [],
    );
    throw new TransactionRefused(
      refused.map(({ label }) => label),
      {
        cause: error,
        oldItems: new Map(refused.flatMap(({ label, old }) => (old ? [[label, unmarshall(old)] as const] : []))),
      },
    );
  }
};

/**
 * Sends the items as the cheapest request that keeps them atomic: one PutItem, DeleteItem or
 * UpdateItem for a single item (half the write capacity of a transaction), else sendTransaction.
 * A failed condition throws TransactionRefused with the labels either way.
 */
export const sendWrite = async (items: readonly TransactionItem[]): Promise<void> => {
  const [only] = items;
  if (items.length !== 1 || !only || only.ConditionCheck) return sendTransaction(items);
  try {
    if (only.Put) await db.send(new PutCommand(only.Put));
    else if (only.Delete) await db.send(new DeleteCommand(only.Delete));
    else await db.send(new UpdateCommand(only.Update as ConstructorParameters<typeof UpdateCommand>[0]));
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    throw new TransactionRefused([only.label], {
      cause: error,
      oldItems: new Map(refusal.old ? [[only.label, refusal.old]] : []),
    });
  }
};
