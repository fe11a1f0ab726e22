/** The rules of refunds, pure. Amounts in minor units. */

export interface RefundLineInput {
  readonly line_id: string;
  readonly quantity: number;
}
interface OrderLine {
  readonly id: string;
  readonly quantity: number;
  readonly unit_price: number;
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

/** What refunding lines is worth: each line's unit price × quantity. */
export const amountOfLines = (orderLines: readonly OrderLine[], lines: readonly RefundLineInput[]): number =>
  lines.reduce(
    (sum, line) => sum + (orderLines.find((o) => o.id === line.line_id)?.unit_price ?? 0) * line.quantity,
    0,
  );

/**
 * The payment a refund goes through: the one that may still give back the most, if that covers
 * the amount (a refund is one provider call, through one payment); undefined when none does.
 */
export const paymentToRefund = (refundable: Readonly<Record<string, number>>, amount: number): string | undefined => {
  const [best] = Object.entries(refundable).sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1));
  return best && best[1] >= amount ? best[0] : undefined;
};

/** Everything the order may still give back, across its payments. */
export const totalRefundable = (refundable: Readonly<Record<string, number>> = {}): number =>
  Object.values(refundable).reduce((sum, value) => sum + value, 0);
