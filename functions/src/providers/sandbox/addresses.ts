import type { AddressProvider } from '../types.js';
import { sampleAddresses } from './postcodes.js';

/** Looks postcodes up in the bundled sample; an unknown postcode has no addresses (manual entry). */
export const sandboxAddresses: AddressProvider = {
  lookup: (postcode) => Promise.resolve(sampleAddresses(postcode)),
};
