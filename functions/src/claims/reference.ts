import { randomInt } from 'node:crypto';

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * A claim's reference, one a claimant can read out on the phone: no 0/O or 1/I. `pick` chooses a
 * number below n: a secure random one, unless the caller (the seed) brings its own.
 */
export function newReference(pick: (n: number) => number = (n) => randomInt(n)): string {
  let body = '';
  for (let i = 0; i < 8; i += 1) body += REFERENCE_ALPHABET[pick(REFERENCE_ALPHABET.length)];
  return `RDR-${body}`;
}
