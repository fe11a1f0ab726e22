import type { FieldError } from '../http/errors.js';
import type { MailTemplate, TemplateParts } from './defaults.js';
import { liquid, MAX_TEMPLATE_BYTES } from '../mail/liquid.js';

// Rendering of the site's mail templates with the API's one liquidjs set-up (lib/mail/liquid.ts:
// escaped by default, no file system, bounded); the output is cut at a maximum size.

/** Largest part of a template, in bytes: the engine's own bound. */
export const MAX_PART_BYTES = MAX_TEMPLATE_BYTES;
/** Largest rendered part, in characters. */
const MAX_OUTPUT = 256 * 1024;

/** The line a liquidjs error points at (its token's position, else `line:N` in its message). */
const lineOf = (error: unknown): number | undefined => {
  const token = (error as { token?: { getPosition?: () => [number, number] } }).token;
  const position = token?.getPosition?.();
  if (position) return position[0];
  const match = /line:(\d+)/.exec((error as Error).message ?? '');
  return match ? Number(match[1]) : undefined;
};

/** One 422 entry for a part (`field`: `html`, `locale_variants.de.subject`) that is too long or does not parse, naming the line. */
export const partProblem = async (field: string, source: string): Promise<FieldError | undefined> => {
  if (Buffer.byteLength(source) > MAX_PART_BYTES)
    return { field, message: `${field} must be at most ${MAX_PART_BYTES} bytes`, code: 'too_long' };
  // Nothing to include: refused when saved rather than failing every send.
  const include = /\{%-?\s*(include|render|layout)\b/.exec(source);
  if (include) {
    const line = source.slice(0, include.index).split('\n').length;
    return {
      field,
      message: `${field} is not a valid Liquid template (line ${line}): ${include[1]} is not available in mail templates`,
      code: 'invalid_template',
    };
  }
  try {
    (await liquid()).parse(source);
    return undefined;
  } catch (error) {
    const line = lineOf(error);
    const reason = ((error as Error).message ?? 'it does not parse')
      .split('\n')[0]!
      .replace(/, line:\d+, col:\d+$/, '');
    return {
      field,
      message: `${field} is not a valid Liquid template${line ? ` (line ${line})` : ''}: ${reason}`,
      code: 'invalid_template',
    };
  }
};

/** Every problem of the parts a write sets. */
export const templateProblems = async (
  parts: Readonly<Record<string, string | null | undefined>>,
): Promise<FieldError[]> => {
  const problems = await Promise.all(
    Object.entries(parts).map(([field, source]) =>
      typeof source === 'string' ? partProblem(field, source) : undefined,
    ),
  );
  return problems.filter((problem): problem is FieldError => problem !== undefined);
};

const render = async (source: string, context: Readonly<Record<string, unknown>>): Promise<string> =>
  (await (await liquid()).parseAndRender(source, context as Record<string, unknown>)).slice(0, MAX_OUTPUT);

/** The parts for a locale: its variant (`de-AT`, then `de`), else the template's main parts. */
export const partsFor = (template: MailTemplate, locale?: string): TemplateParts => {
  if (!locale) return template;
  return template.locale_variants[locale] ?? template.locale_variants[locale.split('-')[0] as string] ?? template;
};

/** A message rendered from a template: the subject (one line), the HTML part, and the text part (the template's own, else derived from the HTML). */
export const renderMessage = async (
  parts: TemplateParts,
  context: Readonly<Record<string, unknown>>,
): Promise<{ subject: string; html: string; text: string }> => {
  const [subject, html] = await Promise.all([render(parts.subject, context), render(parts.html, context)]);
  const text =
    parts.text !== null && parts.text !== ''
      ? await render(parts.text, context)
      : (await import('html-to-text')).convert(html, { wordwrap: 78 });
  return { subject: subject.replace(/[\r\n]+/g, ' ').trim(), html, text };
};
