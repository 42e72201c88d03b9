// The deployed functions. Each deployed function runs in instances of its own, which Cloud
// Functions starts with FUNCTION_TARGET set to its name: an instance defines only its own function
// (decision 227). Without FUNCTION_TARGET (the deploy's and the emulator's analysis of the source)
// every function is defined. firebase-functions is bundled into lib/ with the rest of the gateway
// (functions/build.mjs, decision 235), one copy shared by the definitions and the handlers (one
// HttpsError class, one set of params), so its modules are imported here as usual: from the bundle
// they cost little, and the module stays free of top-level await, which the emulator's require() of
// this file refuses. What a function runs is imported when it first runs (gatewayRuntime.ts,
// scheduled/*.ts, claims/confirmationTask.ts).
import * as Https from 'firebase-functions/v2/https';
import * as Scheduler from 'firebase-functions/v2/scheduler';
import * as Tasks from 'firebase-functions/v2/tasks';
import { defineCspReport } from './cspReport.js';
import { defineRunDeterminationsImport } from './definitions/bulkImport.js';
import { defineSendClaimConfirmation } from './definitions/confirmationTask.js';
import { defineGateway } from './definitions/gateway.js';
import { defineCleanUpAnonymousAccounts, defineRecordOverdueResponses } from './definitions/scheduled.js';

const target = process.env.FUNCTION_TARGET;
const defines = (name: string) => !target || target === name;

export const gateway = defines('gateway') ? defineGateway(Https) : undefined;
export const cspReport = defines('cspReport') ? defineCspReport(Https) : undefined;
export const cleanUpAnonymousAccounts = defines('cleanUpAnonymousAccounts')
  ? defineCleanUpAnonymousAccounts(Scheduler)
  : undefined;
export const recordOverdueResponses = defines('recordOverdueResponses')
  ? defineRecordOverdueResponses(Scheduler)
  : undefined;
export const sendClaimConfirmation = defines('sendClaimConfirmation')
  ? defineSendClaimConfirmation(Tasks)
  : undefined;
export const runDeterminationsImport = defines('runDeterminationsImport')
  ? defineRunDeterminationsImport(Tasks)
  : undefined;
