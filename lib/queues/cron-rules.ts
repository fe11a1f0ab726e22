import { CronExpressionParser } from 'cron-parser';

/**
 * Recurring schedules are 5-field cron expressions in UTC (`minute hour day-of-month month
 * day-of-week`, day-of-week 0–6 from Sunday, 7 also Sunday), as crontab and most schedulers take
 * them. Pure: validation and the next firing time (for the local scheduler), over cron-parser;
 * EventBridge Scheduler's own forms are in schedule-expressions.ts, which needs no parser.
 */

const FIELDS = ['minute', 'hour', 'day_of_month', 'month', 'day_of_week'] as const;

/** Why an expression is refused, or undefined when it is a valid 5-field cron expression we can run everywhere. */
export const cronProblem = (expression: string): string | undefined => {
  const fields = expression.trim().split(/\s+/);
  if (fields.length !== 5) return `must have 5 fields (${FIELDS.join(' ')}), not ${fields.length}`;
  if (!fields.every((field) => /^[0-9*,/-]+$/.test(field)))
    return 'may use only digits, *, commas, - ranges and / steps (no names or macros)';
  const [, , dayOfMonth, , dayOfWeek] = fields as [string, string, string, string, string];
  // EventBridge (and most clouds) cannot OR a day of the month with a day of the week, as crontab does.
  if (dayOfMonth !== '*' && dayOfWeek !== '*')
    return 'cannot restrict both the day of the month and the day of the week';
  if (dayOfWeek.includes('/') && dayOfWeek !== '*') return 'cannot step the day of the week';
  try {
    CronExpressionParser.parse(expression, { tz: 'UTC' });
  } catch (error) {
    return `is not a valid cron expression (${(error as Error).message})`;
  }
  return undefined;
};

/** The first firing strictly after `after` (UTC). The expression must be valid (see cronProblem). */
export const nextFiring = (expression: string, after: Date): Date =>
  CronExpressionParser.parse(expression, { tz: 'UTC', currentDate: after }).next().toDate();
