import { Logger } from '@aws-lambda-powertools/logger';

/** The process-wide structured logger (Powertools reads its level and service name from the environment). */
export const logger = new Logger({ serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'site-api' });
