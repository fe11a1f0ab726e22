import { intEnv } from '../config.js';

/** The spam-protection settings of public submissions, read once (per stage; docs/forms.md). */
export interface SubmissionSettings {
  /** Seconds at least between a form token being issued and its form being submitted (`SUBMISSION_MIN_SECONDS`, 3). */
  readonly minSeconds: number;
  /** Seconds a form token stays good (`FORM_TOKEN_MAX_AGE_SECONDS`, one day). */
  readonly tokenMaxAgeSeconds: number;
  /** Submissions a minute from one client address to one channel (`SUBMISSION_RATE_PER_ADDRESS`, 5). */
  readonly perAddress: number;
  /** Submissions a minute to one site (`SUBMISSION_RATE_PER_SITE`, 600). */
  readonly perSite: number;
}

export const submissionSettings = (): SubmissionSettings => ({
  minSeconds: intEnv('SUBMISSION_MIN_SECONDS', 3),
  tokenMaxAgeSeconds: intEnv('FORM_TOKEN_MAX_AGE_SECONDS', 86_400),
  perAddress: intEnv('SUBMISSION_RATE_PER_ADDRESS', 5),
  perSite: intEnv('SUBMISSION_RATE_PER_SITE', 600),
});

/** Counters a site's submission limit is spread over (see `addressShard`). */
export const SITE_RATE_SHARDS = 10;
