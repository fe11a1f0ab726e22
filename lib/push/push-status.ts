/** The statuses of a push send, in the order a send goes through them (no I/O, no schemas: the event router loads it). */
export const PUSH_STATUSES = ['scheduled', 'running', 'succeeded', 'partially_failed', 'failed', 'cancelled'] as const;
export type PushStatus = (typeof PUSH_STATUSES)[number];
/** Statuses a send never leaves. */
export const FINAL_STATUSES: ReadonlySet<string> = new Set(['succeeded', 'partially_failed', 'failed', 'cancelled']);
