/**
 * The VAT a credit note takes back, pure: the invoice's share of VAT in the amount credited,
 * half up (`amount × tax_total / total`), so crediting the whole invoice takes back exactly its VAT.
 * No invoice, or one without tax: 0.
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
