import { existsSync } from 'node:fs';
import { StackError } from './stack.mjs';

/** Flags for Debian's Chromium on a machine with a closed network (stack.md). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** CHROME_PATH, else Debian's /usr/bin/chromium; a clear message when neither exists. */
export function chromiumPath() {
  const candidate = process.env.CHROME_PATH || '/usr/bin/chromium';
  if (!existsSync(candidate)) {
    throw new StackError(
      `No Chromium at ${candidate}: install it (apt-get install -y chromium) or set CHROME_PATH to a Chromium binary.`,
    );
  }
  return candidate;
}
