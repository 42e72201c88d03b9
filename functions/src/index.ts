// The deployed functions. Each deployed function runs in instances of its own, which Cloud
// Functions starts with FUNCTION_TARGET set to its name: an instance defines only its own function,
// so a gateway instance does not load the schedulers' or the task queue's modules (decision 227).
// Without FUNCTION_TARGET (the deploy's and the emulator's analysis of the source) every function
// is defined. What a function runs is imported when it first runs (gatewayRuntime.ts,
// scheduled/*.ts, claims/confirmationTask.ts), keeping the Firestore client out of the cold start.
const target = process.env.FUNCTION_TARGET;
const defines = (name: string) => !target || target === name;

export const gateway = defines('gateway') ? (await import('./definitions/gateway.js')).gateway : undefined;

export const cspReport = defines('cspReport') ? (await import('./cspReport.js')).cspReport : undefined;

export const cleanUpAnonymousAccounts = defines('cleanUpAnonymousAccounts')
  ? (await import('./definitions/scheduled.js')).cleanUpAnonymousAccounts
  : undefined;

export const recordOverdueResponses = defines('recordOverdueResponses')
  ? (await import('./definitions/scheduled.js')).recordOverdueResponses
  : undefined;

export const sendClaimConfirmation = defines('sendClaimConfirmation')
  ? (await import('./definitions/confirmationTask.js')).sendClaimConfirmation
  : undefined;
