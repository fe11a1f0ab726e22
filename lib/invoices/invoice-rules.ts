/**
 * The numbering of invoices and credit notes, pure. A series restarts each year and counts without
 * gaps: `2026-000001`, `2026-000002`, …; credit notes `CN-2026-000001`.
 */
export const invoiceNumber = (year: number, sequence: number): string => `${year}-${String(sequence).padStart(6, '0')}`;

export const creditNoteNumber = (year: number, sequence: number): string => `CN-${invoiceNumber(year, sequence)}`;

/** The year (UTC) a document issued at `at` is numbered in. */
export const numberingYear = (at: string): number => Number(at.slice(0, 4));

/** The next sequence after a counter's `last` (none yet: 1). */
export const nextSequence = (last: number | undefined): number => (last ?? 0) + 1;
