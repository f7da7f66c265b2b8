/** The one structured logger every handler and adapter writes through (JSON, one line each). */
import { Logger } from '@aws-lambda-powertools/logger';

export const logger = new Logger({ serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'trustay' });
