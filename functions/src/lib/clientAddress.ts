import { BlockList, isIP } from 'node:net';

/**
 * The caller's address for the per-IP limits (decision 255). The Functions Framework trusts every
 * `X-Forwarded-For` entry (Express's `trust proxy`), so its `request.ip` is the left-most entry,
 * which the caller can write. Google's front end writes the address the call came from at the
 * right-hand end of the header (it appends it to whatever the caller sent, or replaces the header
 * with it), so the gateway reads the header from the right: the first address that is not one of
 * the internal ranges (private, loopback, link-local, shared) is the client. An entry the caller
 * wrote to its left is never reached.
 */
export function clientAddress(
  forwardedFor: string | readonly string[] | undefined,
  socketAddress: string | undefined,
): string | null {
  const header = typeof forwardedFor === 'string' ? forwardedFor : (forwardedFor ?? []).join(',');
  const entries = header
    .split(',')
    .map(normalisedAddress)
    .filter((address): address is string => address !== null);
  for (let index = entries.length - 1; index >= 0; index -= 1) {
    const address = entries[index]!;
    if (!isInternal(address)) return address;
  }
  // Only internal hops (the emulators, a test): the nearest one.
  if (entries.length > 0) return entries[entries.length - 1]!;
  return socketAddress === undefined ? null : normalisedAddress(socketAddress);
}

/** The parts of an incoming request the address is read from (Express's request has both). */
export interface RequestOrigin {
  headers: Readonly<Record<string, string | readonly string[] | undefined>>;
  socket?: { remoteAddress?: string | undefined } | undefined;
}

/** The client address of an incoming call, as `clientAddress` reads it. */
export function clientAddressOf(request: RequestOrigin): string | null {
  return clientAddress(request.headers['x-forwarded-for'], request.socket?.remoteAddress);
}

/**
 * An address written one way, so one client is one counter: an IPv4-mapped IPv6 address
 * (`::ffff:203.0.113.7`) as its IPv4 address, IPv6 without brackets and in lower case. Null for
 * anything that is not an IP address (a name, a port, an empty entry).
 */
export function normalisedAddress(text: string): string | null {
  let value = text.trim();
  if (value.startsWith('[') && value.endsWith(']')) value = value.slice(1, -1);
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(value);
  if (mapped) value = mapped[1]!;
  const version = isIP(value);
  if (version === 0) return null;
  return version === 6 ? value.toLowerCase() : value;
}

const INTERNAL = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const) {
  INTERNAL.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const) {
  INTERNAL.addSubnet(network, prefix, 'ipv6');
}

/** A private, loopback, link-local or shared address: a hop inside a network, never a caller's. */
function isInternal(address: string): boolean {
  return INTERNAL.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
}
