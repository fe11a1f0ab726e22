import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';

/** Log levels the functions' logger understands (passed as `LOG_LEVEL`). */
export type LogLevel = 'DEBUG' | 'INFO' | 'WARN' | 'ERROR';

/** A custom domain for the API; the certificate must live in the stack's region. */
export interface CustomDomain {
  readonly domainName: string;
  readonly certificateArn: string;
}

/** Everything that differs between deployments of the same app. */
export interface StageSettings {
  /** Lower-case stage name: prefixes the stack names and is passed as `STAGE`. */
  readonly name: string;
  readonly logLevel: LogLevel;
  /** Retention of function logs and API access logs. */
  readonly logRetention: RetentionDays;
  /**
   * X-Ray tracing of invocations and DynamoDB calls (Powertools Tracer). Off where not needed:
   * the X-Ray SDK's async hooks cost about a third of a warm request and ~40 ms of cold start.
   */
  readonly tracing: boolean;
  /**
   * Application rate limit per token and window (`RATE_LIMIT_PER_MINUTE`, the window being a minute
   * unless `rateLimitWindowSeconds` says otherwise), enforced in the functions (docs/tokens-and-auth.md, "Rate limits").
   */
  readonly rateLimitPerMinute: number;
  /**
   * The same for a storefront's publishable key (a token whose one scope is `public`, shared by all
   * its visitors; `PUBLIC_RATE_LIMIT_PER_MINUTE`): each visitor is held by the public routes' own
   * per-address limits.
   */
  readonly publicRateLimitPerMinute: number;
  /** The rate limit's fixed window (`RATE_LIMIT_WINDOW_SECONDS`): 60 s; a test stage may shorten it. */
  readonly rateLimitWindowSeconds: number;
  /** API Gateway stage throttling: the coarse guard in front of every route. */
  readonly apiThrottle: { readonly rateLimit: number; readonly burstLimit: number };
  readonly functionDefaults: { readonly memorySize: number; readonly timeout: Duration };
  readonly alarms: {
    /** Evaluation window of every alarm. */
    readonly period: Duration;
    /** API responses with status 5xx per period that raise the alarm. */
    readonly api5xxCount: number;
    /** Throttled invocations of one function per period that raise its alarm. */
    readonly lambdaThrottleCount: number;
  };
  /** Devices and push: lib/push/push-config.ts reads these as environment variables. */
  readonly push: {
    /** Registrations per hour by callers without write_devices, per client address and per site. */
    readonly registrationsPerHourPerAddress: number;
    readonly registrationsPerHourPerSite: number;
    /** Waits before each retry of a push service's 429 or 5xx (milliseconds). */
    readonly retryDelaysMs: readonly number[];
    /** The VAPID contact (RFC 8292 `sub`) of sites that set none. */
    readonly vapidSubject: string;
  };
  /** Unset: the API is reached on its execute-api endpoint only. */
  readonly customDomain?: CustomDomain;
  /**
   * Whether the `test` payment provider may be used (`ALLOW_TEST_PAYMENTS`): it lets anyone mark an
   * order paid, so it is off unless a stage (a demo, a staging stage) sets it.
   */
  readonly allowTestPayments?: boolean;
  /**
   * Outgoing mail (form notifications and confirmations): the SES identity of the stage
   * (a domain verified in SES, with Easy DKIM) and the sender (`MAIL_FROM`), an address of it.
   */
  readonly mail: { readonly domain: string; readonly from: string };
  /** Media uploads: the upload form's lifetime, the largest file, the accepted types (empty: every known type). */
  readonly media: {
    readonly uploadTtlSeconds: number;
    readonly maxUploadBytes: number;
    readonly allowedTypes: readonly string[];
    /** Days before the bucket's lifecycle rule deletes an object never completed (still tagged pending). */
    readonly abandonedUploadDays: number;
  };
  readonly data: {
    /** Applies to the table and the log groups. */
    readonly removalPolicy: RemovalPolicy;
    readonly pointInTimeRecovery: boolean;
    readonly deletionProtection: boolean;
  };
}

export const DEFAULT_STAGE = 'dev';

const dev: StageSettings = {
  name: 'dev',
  logLevel: 'DEBUG',
  logRetention: RetentionDays.ONE_WEEK,
  tracing: false,
  rateLimitPerMinute: 600,
  publicRateLimitPerMinute: 6000,
  rateLimitWindowSeconds: 60,
  apiThrottle: { rateLimit: 50, burstLimit: 100 },
  functionDefaults: { memorySize: 512, timeout: Duration.seconds(10) },
  alarms: { period: Duration.minutes(5), api5xxCount: 10, lambdaThrottleCount: 10 },
  push: {
    registrationsPerHourPerAddress: 20,
    registrationsPerHourPerSite: 2000,
    retryDelaysMs: [1000, 5000, 15000],
    vapidSubject: 'mailto:push@site-api.invalid',
  },
  mail: { domain: 'dev.mail.example.com', from: 'Site API (dev) <no-reply@dev.mail.example.com>' },
  media: { uploadTtlSeconds: 900, maxUploadBytes: 20 * 1024 * 1024, allowedTypes: [], abandonedUploadDays: 1 },
  // Dev data is disposable: a stack deletion removes everything it created.
  data: { removalPolicy: RemovalPolicy.DESTROY, pointInTimeRecovery: false, deletionProtection: false },
};

const prod: StageSettings = {
  name: 'prod',
  logLevel: 'INFO',
  logRetention: RetentionDays.SIX_MONTHS,
  tracing: true,
  rateLimitPerMinute: 120,
  publicRateLimitPerMinute: 6000,
  rateLimitWindowSeconds: 60,
  apiThrottle: { rateLimit: 500, burstLimit: 1000 },
  functionDefaults: { memorySize: 1024, timeout: Duration.seconds(10) },
  alarms: { period: Duration.minutes(1), api5xxCount: 5, lambdaThrottleCount: 1 },
  push: {
    registrationsPerHourPerAddress: 20,
    registrationsPerHourPerSite: 10_000,
    retryDelaysMs: [1000, 5000, 15000],
    vapidSubject: 'mailto:push@site-api.invalid',
  },
  mail: { domain: 'mail.example.com', from: 'Site API <no-reply@mail.example.com>' },
  media: { uploadTtlSeconds: 900, maxUploadBytes: 20 * 1024 * 1024, allowedTypes: [], abandonedUploadDays: 1 },
  data: { removalPolicy: RemovalPolicy.RETAIN, pointInTimeRecovery: true, deletionProtection: true },
};

const knownStages: Readonly<Record<string, StageSettings>> = { dev, prod };

const STAGE_NAME = /^[a-z][a-z0-9-]{0,20}$/;

/**
 * Settings of a stage by name. Unknown names (feature or personal stages) get dev's
 * settings under their own name, except that their data is kept: only `dev` itself is
 * known to be disposable.
 */
export const stageSettings = (name: string = DEFAULT_STAGE): StageSettings => {
  if (!STAGE_NAME.test(name)) {
    throw new Error(`Stage name "${name}" must match ${STAGE_NAME} (it prefixes stack names)`);
  }
  const known = knownStages[name];
  if (known !== undefined) return known;
  return {
    ...dev,
    name,
    mail: { domain: `${name}.mail.example.com`, from: `Site API (${name}) <no-reply@${name}.mail.example.com>` },
    data: { removalPolicy: RemovalPolicy.RETAIN, pointInTimeRecovery: true, deletionProtection: false },
  };
};

/** `dev` → `Dev`: stack names read `Dev-SiteApi`, `Prod-SiteApiData`. */
export const stackPrefix = (settings: StageSettings): string =>
  settings.name.charAt(0).toUpperCase() + settings.name.slice(1);
