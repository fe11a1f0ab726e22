/** The rules of refunds, pure. Amounts in minor units. */

export interface RefundLineInput {
  readonly line_id: string;
  readonly quantity: number;
}
interface OrderLine {
  readonly id: string;
  readonly quantity: number;
  readonly unit_price: number;
  /** The line's net after its share of the discount (absent on orders placed before taxes existed). */
  readonly net?: number;
  readonly tax_lines?: readonly { readonly amount: number }[];
}

/**
 * The problems of refunding `lines` of an order: a line it does not have, or more of one than is
 * left to refund (`refunded`: quantities refunded before, by line id). Each as a field error.
 */
export const lineProblems = (
  orderLines: readonly OrderLine[],
  lines: readonly RefundLineInput[],
  refunded: Readonly<Record<string, number>> = {},
) => {
  const wanted = new Map<string, number>();
  for (const line of lines) wanted.set(line.line_id, (wanted.get(line.line_id) ?? 0) + line.quantity);
  const problems: { field: string; message: string; code: string }[] = [];
  lines.forEach((line, index) => {
    const ordered = orderLines.find((candidate) => candidate.id === line.line_id);
    if (!ordered)
      problems.push({ field: `lines.${index}.line_id`, message: 'is not a line of this order', code: 'invalid' });
    else if ((wanted.get(line.line_id) ?? 0) > ordered.quantity - (refunded[line.line_id] ?? 0))
      problems.push({
        field: `lines.${index}.quantity`,
        message: `is more than the ${ordered.quantity - (refunded[line.line_id] ?? 0)} left to refund`,
        code: 'too_many',
      });
  });
  return problems;
};

/**
 * What the buyer paid for a whole line: its net after its share of the discount plus its taxes
 * (the line's share of the order's total). Orders placed before taxes existed keep no net: their
 * unit price × quantity.
 */
export const paidForLine = (line: OrderLine): number =>
  line.net === undefined
    ? line.unit_price * line.quantity
    : line.net + (line.tax_lines ?? []).reduce((sum, tax) => sum + tax.amount, 0);

/**
 * What refunding lines is worth: each line's paid share (`paidForLine`) spread evenly over its
 * units, the rounding remainder on its last unit, so the units already refunded (`refunded`, by
 * line id) and these together never give back more than was paid for the line, and refunding every
 * unit of every line gives back the order's total less its shipping.
 */
export const amountOfLines = (
  orderLines: readonly OrderLine[],
  lines: readonly RefundLineInput[],
  refunded: Readonly<Record<string, number>> = {},
): number => {
  const wanted = new Map<string, number>();
  for (const line of lines) wanted.set(line.line_id, (wanted.get(line.line_id) ?? 0) + line.quantity);
  let amount = 0;
  for (const [lineId, quantity] of wanted) {
    const ordered = orderLines.find((o) => o.id === lineId);
    if (!ordered || ordered.quantity <= 0) continue;
    const paid = paidForLine(ordered);
    const perUnit = Math.floor(paid / ordered.quantity);
    const before = refunded[lineId] ?? 0;
    const last = before + quantity >= ordered.quantity;
    amount += perUnit * quantity + (last ? paid - perUnit * ordered.quantity : 0);
  }
  return amount;
};

/** A refund's share of one payment, as the split plans it. */
export interface PlannedPart {
  readonly payment_id: string;
  readonly amount: number;
}

/**
 * How a refund of `amount` is split across the order's payments (`refundable`: what each may still
 * give back): the payment with the most refundable money first (ties by id, so the split is stable),
 * each giving all it may until the amount is covered. Largest first takes the fewest parts (one
 * whenever one payment covers it). Undefined when all of them together do not cover the amount.
 */
export const splitRefund = (
  refundable: Readonly<Record<string, number>>,
  amount: number,
): PlannedPart[] | undefined => {
  if (amount <= 0) return undefined;
  const parts: PlannedPart[] = [];
  let left = amount;
  for (const [paymentId, available] of Object.entries(refundable).sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1))) {
    if (left === 0) break;
    if (available <= 0) continue;
    const share = Math.min(available, left);
    parts.push({ payment_id: paymentId, amount: share });
    left -= share;
  }
  return left === 0 ? parts : undefined;
};

/** A part as the status rules need it. */
interface PartState {
  readonly amount: number;
  readonly status: 'pending' | 'succeeded' | 'failed';
}

/**
 * A refund's status from its parts': `pending` while any part is, else `failed` when any part
 * failed (its money is refundable again), else `succeeded`.
 */
export const refundStatusOf = (parts: readonly PartState[]): PartState['status'] =>
  parts.some((part) => part.status === 'pending')
    ? 'pending'
    : parts.some((part) => part.status === 'failed')
      ? 'failed'
      : 'succeeded';

/** What came back to the buyer: the succeeded parts' sum. */
export const amountRefundedOf = (parts: readonly PartState[]): number =>
  parts.reduce((sum, part) => sum + (part.status === 'succeeded' ? part.amount : 0), 0);

/**
 * The index of the part a provider's word on a refund settles: the pending part of that provider
 * whose payment the word names, else whose provider refund id it names, else the first pending
 * part of that provider (a word from before refunds had parts names neither). -1: none.
 */
export const partToSettle = (
  parts: readonly {
    readonly payment_id: string;
    readonly provider: string;
    readonly status: string;
    readonly provider_refund_id: string | null;
  }[],
  word: { readonly provider?: string; readonly payment_id?: string; readonly reference?: string | null },
): number => {
  const open = (part: (typeof parts)[number]) =>
    part.status === 'pending' && (word.provider === undefined || part.provider === word.provider);
  if (word.payment_id !== undefined)
    return parts.findIndex((part) => open(part) && part.payment_id === word.payment_id);
  const byReference = word.reference
    ? parts.findIndex((part) => open(part) && part.provider_refund_id === word.reference)
    : -1;
  return byReference >= 0 ? byReference : parts.findIndex(open);
};

/** Everything the order may still give back, across its payments. */
export const totalRefundable = (refundable: Readonly<Record<string, number>> = {}): number =>
  Object.values(refundable).reduce((sum, value) => sum + value, 0);
