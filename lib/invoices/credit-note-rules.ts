/**
 * The VAT a credit note takes back, pure: the invoice's share of VAT in the amount credited,
 * half up (`amount × tax_total / total`), so crediting the whole invoice takes back exactly its VAT.
 * No invoice, or one without tax: 0. Kept for what has no rates to go by; `creditedTaxLines` splits by rate.
 */
export const creditedTax = (
  amount: number,
  invoice: { readonly total: number; readonly tax_total?: number } | undefined,
): number => {
  const taxTotal = invoice?.tax_total ?? 0;
  const total = invoice?.total ?? 0;
  if (taxTotal <= 0 || total <= 0) return 0;
  return Math.min(taxTotal, Math.round((amount * taxTotal) / total));
};

type TaxLine = { readonly name: string; readonly rate: number; readonly amount: number };

/** What was paid under one rate: `gross` VAT included, `tax` the VAT in it (minor units). */
export interface RateShare {
  readonly name: string;
  readonly rate: number;
  readonly gross: number;
  readonly tax: number;
}

/** One rate of a credit note: `credited` its share of the amount (VAT included), `amount` the VAT in it. */
export interface CreditedTaxLine {
  readonly name: string;
  readonly rate: number;
  readonly credited: number;
  readonly amount: number;
}

/** A priced thing as the rate summary reads it: its net (after its discount share) and its tax lines. */
interface Taxed {
  readonly net: number;
  readonly tax_lines: readonly TaxLine[];
}

/**
 * What was paid per rate over `taxed` things (lines, shipping), each weighted by `share` (the part
 * of it counted: refunded units over ordered units; 1 for all). A thing without tax lines counts
 * under a 0% rate named `exempt`; one with several rates spreads its net over them by their tax.
 */
export const rateSummary = (taxed: readonly (Taxed & { readonly share?: number })[]): RateShare[] => {
  const byRate = new Map<string, { name: string; rate: number; gross: number; tax: number }>();
  const add = (name: string, rate: number, gross: number, tax: number) => {
    const key = `${rate}\u0000${name}`;
    const found = byRate.get(key) ?? { name, rate, gross: 0, tax: 0 };
    found.gross += gross;
    found.tax += tax;
    byRate.set(key, found);
  };
  for (const thing of taxed) {
    const share = thing.share ?? 1;
    const taxes = thing.tax_lines.filter((tax) => tax.amount > 0);
    if (taxes.length === 0) {
      if (thing.net > 0) add('exempt', 0, thing.net * share, 0);
      continue;
    }
    const taxSum = taxes.reduce((sum, tax) => sum + tax.amount, 0);
    for (const tax of taxes)
      add(tax.name, tax.rate, ((thing.net * tax.amount) / taxSum + tax.amount) * share, tax.amount * share);
  }
  return [...byRate.values()].filter((one) => one.gross > 0);
};

/**
 * The VAT per rate in a credited `amount` (VAT included): the amount is spread over the rates
 * `summary` names pro rata to what was paid under each (exact cents, largest remainder first, ties
 * to the higher rate, summing to the amount), and each rate's VAT is its share's VAT, half up,
 * never more than was paid under that rate.
 */
export const creditedTaxLines = (amount: number, summary: readonly RateShare[]): CreditedTaxLine[] => {
  const grossTotal = summary.reduce((sum, one) => sum + one.gross, 0);
  if (amount <= 0 || grossTotal <= 0) return [];
  const credited = Math.min(amount, Math.round(grossTotal));
  const exact = summary.map((one) => (credited * one.gross) / grossTotal);
  const shares = exact.map(Math.floor);
  let left = credited - shares.reduce((sum, share) => sum + share, 0);
  const order = summary
    .map((one, index) => ({ index, remainder: (exact[index] as number) - (shares[index] as number), rate: one.rate }))
    .sort((a, b) => b.remainder - a.remainder || b.rate - a.rate || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    shares[index] = (shares[index] as number) + 1;
    left -= 1;
  }
  // Credited beyond what was paid (an amount over the invoice): the rest counts under no rate's VAT.
  if (amount > credited && shares.length) shares[0] = (shares[0] as number) + (amount - credited);
  return summary
    .map((one, index) => {
      const share = shares[index] as number;
      const tax = one.tax > 0 ? Math.min(Math.round(one.tax), Math.round((share * one.tax) / one.gross)) : 0;
      return { name: one.name, rate: one.rate, credited: share, amount: tax };
    })
    .filter((line) => line.credited > 0);
};

/**
 * What an invoice (or the order it was taken from) was paid per rate: its lines, and its shipping
 * (what the total holds beyond the lines, with the shipping's tax lines). Undefined for one issued
 * before lines kept their net (no rates to go by).
 */
export const documentRates = (document: {
  readonly lines: readonly { readonly net?: number; readonly tax_lines?: readonly TaxLine[] }[];
  readonly total: number;
  readonly shipping_tax_lines?: readonly TaxLine[];
}): RateShare[] | undefined => {
  if (document.lines.some((line) => line.net === undefined)) return undefined;
  const lines = document.lines.map((line) => ({ net: line.net as number, tax_lines: line.tax_lines ?? [] }));
  const linesGross = lines.reduce(
    (sum, line) => sum + line.net + line.tax_lines.reduce((taxes, tax) => taxes + tax.amount, 0),
    0,
  );
  const shippingTax = document.shipping_tax_lines ?? [];
  const shippingGross = document.total - linesGross;
  const shipping =
    shippingGross > 0
      ? [{ net: shippingGross - shippingTax.reduce((sum, tax) => sum + tax.amount, 0), tax_lines: shippingTax }]
      : [];
  return rateSummary([...lines, ...shipping]);
};
