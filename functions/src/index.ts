// The deployed functions. Each deployed function runs in instances of its own, which Cloud
// Functions starts with FUNCTION_TARGET set to its name: an instance defines only its own function
// and loads only the firebase-functions module that defines it, so a gateway instance does not
// load the schedulers' or the task queue's (decision 227). Without FUNCTION_TARGET (the deploy's
// and the emulator's analysis of the source) every function is defined. The module is loaded
// synchronously, without top-level await, which the emulator's require() of this file refuses: its
// ES module build (the one the rest of the gateway imports, so that there is one HttpsError class
// and one set of params) is required by path (require of an ES module, Node 20.19+). What a
// function runs is imported when it first runs (gatewayRuntime.ts, scheduled/*.ts,
// claims/confirmationTask.ts).
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type * as Https from 'firebase-functions/v2/https';
import type * as Scheduler from 'firebase-functions/v2/scheduler';
import type * as Tasks from 'firebase-functions/v2/tasks';
import { defineCspReport } from './cspReport.js';
import { defineSendClaimConfirmation } from './definitions/confirmationTask.js';
import { defineGateway } from './definitions/gateway.js';
import { defineCleanUpAnonymousAccounts, defineRecordOverdueResponses } from './definitions/scheduled.js';

const require = createRequire(import.meta.url);
/** The package's ES module build of `specifier`, as `import` would load it, loaded synchronously. */
const esm = <T>(specifier: string) => require(fileURLToPath(import.meta.resolve(specifier))) as T;
const https = () => esm<typeof Https>('firebase-functions/v2/https');
const scheduler = () => esm<typeof Scheduler>('firebase-functions/v2/scheduler');
const tasks = () => esm<typeof Tasks>('firebase-functions/v2/tasks');

const target = process.env.FUNCTION_TARGET;
const defines = (name: string) => !target || target === name;

export const gateway = defines('gateway') ? defineGateway(https()) : undefined;
export const cspReport = defines('cspReport') ? defineCspReport(https()) : undefined;
export const cleanUpAnonymousAccounts = defines('cleanUpAnonymousAccounts')
  ? defineCleanUpAnonymousAccounts(scheduler())
  : undefined;
export const recordOverdueResponses = defines('recordOverdueResponses')
  ? defineRecordOverdueResponses(scheduler())
  : undefined;
export const sendClaimConfirmation = defines('sendClaimConfirmation')
  ? defineSendClaimConfirmation(tasks())
  : undefined;
