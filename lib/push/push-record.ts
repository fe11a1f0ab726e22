import type { Platform } from './device-schemas.js';
import type { Counts, PushStatus } from './payload-rules.js';
import type { Notification, PushOptions, PushTarget } from './schemas.js';

/** One device a send could not reach, as the push status lists it (the first 20 of a send). */
export interface PushError {
  readonly device_id: string;
  readonly platform: Platform;
  /** The push service's HTTP status, when it answered. */
  readonly status: number | null;
  readonly reason: string;
}

/** A send as stored: what it asked for, where it stands, and the fan-out's progress (not shown). */
export interface PushRecord {
  readonly id: string;
  readonly site_id: string;
  readonly status: PushStatus;
  readonly target: PushTarget;
  readonly notification: Notification;
  readonly options: PushOptions;
  readonly counts: Counts;
  readonly by_platform: Readonly<Record<Platform, Counts>>;
  readonly errors: readonly PushError[];
  readonly send_at: string | null;
  readonly expires_at: string | null;
  readonly created_at: string;
  readonly updated_at: string;
  readonly started_at: string | null;
  readonly completed_at: string | null;
  readonly cancelled_at: string | null;
  /** Fan-out pages recorded so far, whether the last was, and sender batches queued and recorded. */
  readonly pages_done: number;
  readonly fanout_done: boolean;
  readonly batches_total: number;
  readonly batches_done: number;
}
