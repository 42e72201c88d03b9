// Sample data for the sandbox credit check: real UK motor-finance lenders, common vehicles. The
// agreements built from them are invented; nothing here describes a real person's credit file.
export const LENDERS = [
  'Black Horse',
  'Close Brothers Motor Finance',
  'MotoNovo Finance',
  'Santander Consumer Finance',
  'BMW Financial Services',
  'Volkswagen Financial Services',
  'Ford Credit Europe',
  'Vauxhall Finance',
  'Toyota Financial Services',
  'Mercedes-Benz Financial Services',
  'Blue Motor Finance',
  'Moneybarn',
  'Startline Motor Finance',
  'Alphera Financial Services',
  'Hyundai Capital UK',
  'First Response Finance',
] as const;

export const VEHICLES = [
  { make: 'Ford', model: 'Fiesta' },
  { make: 'Vauxhall', model: 'Corsa' },
  { make: 'Volkswagen', model: 'Golf' },
  { make: 'BMW', model: '1 Series' },
  { make: 'Nissan', model: 'Qashqai' },
  { make: 'Toyota', model: 'Yaris' },
  { make: 'Kia', model: 'Sportage' },
  { make: 'Audi', model: 'A3' },
  { make: 'Mercedes-Benz', model: 'A-Class' },
  { make: 'Hyundai', model: 'Tucson' },
  { make: 'Peugeot', model: '208' },
  { make: 'Skoda', model: 'Octavia' },
] as const;

/** Surnames with fixed sandbox behaviour (docs/gateway.md, "Sandbox identities"). */
export const SANDBOX_SURNAMES = {
  /** The credit file has no finance agreements. */
  noAgreements: 'Nofinance',
  /** The provider fails when the check starts: checkboardInitiateCheck answers `unavailable`. */
  failsOnStart: 'Outage',
  /** The provider fails when the report is read: valifiVerifyOtp answers `unavailable`. */
  failsOnReport: 'Reportfail',
} as const;

/** Agreements start between these years (the commission claims period the product covers). */
export const FIRST_YEAR = 2007;
export const LAST_YEAR = 2024;
