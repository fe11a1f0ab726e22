/**
 * EventBridge Scheduler's expressions for our schedules (pure, no cron parser: what the functions
 * that only create or cancel schedules carry): a 5-field UTC cron expression, already checked by
 * cron-rules.ts's cronProblem, in EventBridge's 6-field form, and a one-time `at(...)`.
 */

/** crontab's day-of-week numbers (0–7, Sunday 0 and 7) in EventBridge's (1–7 from Sunday). */
const eventBridgeDays = (field: string) => field.replace(/\d+/g, (day) => String((Number(day) % 7) + 1));

/** The expression in EventBridge Scheduler's form: `cron(min hour dom month dow year)`, with `?` where EventBridge needs it. */
export const toEventBridgeCron = (expression: string): string => {
  const [minute, hour, dayOfMonth, month, dayOfWeek] = expression.trim().split(/\s+/) as [
    string,
    string,
    string,
    string,
    string,
  ];
  const days = dayOfWeek === '*' ? { dom: dayOfMonth, dow: '?' } : { dom: '?', dow: eventBridgeDays(dayOfWeek) };
  return `cron(${minute} ${hour} ${days.dom} ${month} ${days.dow} *)`;
};

/** EventBridge Scheduler's one-time form: `at(yyyy-mm-ddThh:mm:ss)`, read in the schedule's time zone (UTC here). */
export const toEventBridgeAt = (at: Date): string => `at(${at.toISOString().slice(0, 19)})`;
