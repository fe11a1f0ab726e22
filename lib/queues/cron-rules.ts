import { CronExpressionParser } from 'cron-parser';

/**
 * Recurring schedules are 5-field cron expressions in UTC (`minute hour day-of-month month
 * day-of-week`, day-of-week 0–6 from Sunday, 7 also Sunday), as crontab and most schedulers take
 * them. Pure: validation, the next firing time (for the local scheduler), and EventBridge
 * Scheduler's own 6-field form (for AWS).
 */

const FIELDS = ['minute', 'hour', 'day_of_month', 'month', 'day_of_week'] as const;

/** Why an expression is refused, or undefined when it is a valid 5-field cron expression we can run everywhere. */
export const cronProblem = (expression: string): string | undefined => {
  const fields = expression.trim().split(/\s+/);
  if (fields.length !== 5) return `must have 5 fields (${FIELDS.join(' ')}), not ${fields.length}`;
  if (!fields.every((field) => /^[0-9*,/-]+$/.test(field))) return 'may use only digits, *, commas, - ranges and / steps (no names or macros)';
  const [, , dayOfMonth, , dayOfWeek] = fields as [string, string, string, string, string];
  // EventBridge (and most clouds) cannot OR a day of the month with a day of the week, as crontab does.
  if (dayOfMonth !== '*' && dayOfWeek !== '*') return 'cannot restrict both the day of the month and the day of the week';
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

/** crontab's day-of-week numbers (0–7, Sunday 0 and 7) in EventBridge's (1–7 from Sunday). */
const eventBridgeDays = (field: string) => field.replace(/\d+/g, (day) => String((Number(day) % 7) + 1));

/** The expression in EventBridge Scheduler's form: `cron(min hour dom month dow year)`, with `?` where EventBridge needs it. */
export const toEventBridgeCron = (expression: string): string => {
  const [minute, hour, dayOfMonth, month, dayOfWeek] = expression.trim().split(/\s+/) as [string, string, string, string, string];
  const days = dayOfWeek === '*' ? { dom: dayOfMonth, dow: '?' } : { dom: '?', dow: eventBridgeDays(dayOfWeek) };
  return `cron(${minute} ${hour} ${days.dom} ${month} ${days.dow} *)`;
};

/** EventBridge Scheduler's one-time form: `at(yyyy-mm-ddThh:mm:ss)`, read in the schedule's time zone (UTC here). */
export const toEventBridgeAt = (at: Date): string => `at(${at.toISOString().slice(0, 19)})`;
