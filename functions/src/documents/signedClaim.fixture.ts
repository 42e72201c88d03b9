// Moved to contract/fixtures/signedClaim.ts (decision 269); this name stays only until its last
// importers (the mocks' data and the Your data view's test) are committed with the new path.
export { TINY_PNG, signedClaim } from '../../../contract/fixtures/signedClaim.js';
