import { describe, expect, it } from 'vitest';
import { clientAddress, clientAddressOf, normalisedAddress } from './clientAddress.js';

// 203.0.113.7 is the caller as Google's front end saw it; 198.51.100.x are addresses the caller wrote.
const CALLER = '203.0.113.7';

describe('the caller’s address for the per-IP limits', () => {
  it('takes the address Google’s front end wrote at the right-hand end, never one the caller wrote to its left', () => {
    expect(clientAddress(CALLER, '169.254.8.1')).toBe(CALLER);
    expect(clientAddress(`198.51.100.1, ${CALLER}`, '169.254.8.1')).toBe(CALLER);
    expect(clientAddress(`198.51.100.1,198.51.100.2 , ${CALLER}`, undefined)).toBe(CALLER);
    // A caller sending the header twice: Node joins them, the front end's entry still last.
    expect(clientAddress(['198.51.100.1', `198.51.100.2, ${CALLER}`], undefined)).toBe(CALLER);
    // A new address on each call counts under the same real one.
    const counted = new Set(
      Array.from({ length: 20 }, (_, i) => clientAddress(`198.51.100.${i}, ${CALLER}`, undefined)),
    );
    expect([...counted]).toEqual([CALLER]);
  });

  it('ignores malformed entries and internal hops, and takes the connection’s address when there is no header', () => {
    expect(clientAddress(`${CALLER}, not-an-address, , 1.2.3.4:80, 999.1.1.1`, undefined)).toBe(CALLER);
    expect(clientAddress(`198.51.100.1, ${CALLER}, 10.0.0.3, 169.254.1.1, fd00::1`, undefined)).toBe(CALLER);
    expect(clientAddress(undefined, '::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(clientAddress('', '203.0.113.9')).toBe('203.0.113.9');
    expect(clientAddress('garbage', '203.0.113.9')).toBe('203.0.113.9');
    // The emulators: only a loopback hop.
    expect(clientAddress('127.0.0.1', '127.0.0.1')).toBe('127.0.0.1');
    expect(clientAddress(undefined, undefined)).toBeNull();
    expect(clientAddress(undefined, 'not-an-address')).toBeNull();
  });

  it('writes IPv4-mapped, bracketed and upper-case addresses one way, so one caller is one counter', () => {
    expect(normalisedAddress('::FFFF:203.0.113.7')).toBe(CALLER);
    expect(normalisedAddress('[2001:DB8::7]')).toBe('2001:db8::7');
    expect(clientAddress('198.51.100.1, 2001:DB8::7', undefined)).toBe('2001:db8::7');
  });

  it('reads an incoming request’s X-Forwarded-For header and its connection', () => {
    expect(
      clientAddressOf({
        headers: { 'x-forwarded-for': `198.51.100.1, ${CALLER}` },
        socket: { remoteAddress: '169.254.8.1' },
      }),
    ).toBe(CALLER);
    expect(clientAddressOf({ headers: {}, socket: { remoteAddress: CALLER } })).toBe(CALLER);
  });
});
