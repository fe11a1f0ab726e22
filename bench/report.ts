/** One printed figure of `npm run bench`: a measured value, its target, and whether it is met. */
export interface Figure {
  readonly section: string;
  readonly name: string;
  /** The measured value, as printed (numbers are rounded by the section). */
  readonly value: string;
  /** The target, as printed; empty for figures shown for context only. */
  readonly target: string;
  /** undefined: no target (context only). */
  readonly met?: boolean;
}

const pad = (text: string, width: number) => text + ' '.repeat(Math.max(0, width - text.length));

/** The figures as a Markdown table (readable in a terminal, pasteable into docs/performance.md). */
export const formatTable = (figures: readonly Figure[]): string => {
  const rows = figures.map((f) => [
    f.section,
    f.name,
    f.value,
    f.target || '-',
    f.met === undefined ? '-' : f.met ? 'met' : 'NOT MET',
  ]);
  const header = ['Section', 'Figure', 'Measured', 'Target', 'Status'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] as string).length)));
  const line = (cells: readonly string[]) => `| ${cells.map((c, i) => pad(c, widths[i] as number)).join(' | ')} |`;
  return [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n');
};

/** Median of a non-empty list. */
export const median = (values: readonly number[]): number => percentile(values, 50);

/** Nearest-rank percentile of a non-empty list. */
export const percentile = (values: readonly number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] as number;
};

export const fixed = (value: number, digits = 2): string => value.toFixed(digits);
