import * as logger from 'firebase-functions/logger';
import type * as Scheduler from 'firebase-functions/v2/scheduler';
import { FUNCTION_OPTIONS } from '../config.js';

/** Every night: guest sessions with no claim are not kept (retention in the privacy notice). */
export const defineCleanUpAnonymousAccounts = ({ onSchedule }: typeof Scheduler) =>
  onSchedule({ ...FUNCTION_OPTIONS, schedule: 'every day 03:00', timeZone: 'Europe/London' }, async () => {
    const { runCleanUp } = await import('../scheduled/cleanUp.js');
    logger.info('anonymous accounts cleaned up', await runCleanUp(Date.now()));
  });

/**
 * Every night: a complaint whose lender has not answered by the due day (8 weeks after it was
 * sent) moves to "no response", an event the service records itself (decision 173).
 */
export const defineRecordOverdueResponses = ({ onSchedule }: typeof Scheduler) =>
  onSchedule({ ...FUNCTION_OPTIONS, schedule: 'every day 01:00', timeZone: 'Europe/London' }, async () => {
    const { runOverdueCheck } = await import('../scheduled/overdue.js');
    logger.info('overdue responses recorded', await runOverdueCheck());
  });
