import { afterEach, beforeEach } from 'vitest';

// Any console.error or console.warn fails the test unless the test expects it, which it does
// by spying on the console method itself (vi.spyOn(console, 'error').mockImplementation(...)).
const unexpected: string[] = [];
const original = { error: console.error, warn: console.warn };

beforeEach(() => {
  unexpected.length = 0;
  console.error = (...args: unknown[]) => {
    unexpected.push(`console.error: ${args.map(String).join(' ')}`);
  };
  console.warn = (...args: unknown[]) => {
    unexpected.push(`console.warn: ${args.map(String).join(' ')}`);
  };
});

afterEach(() => {
  console.error = original.error;
  console.warn = original.warn;
  if (unexpected.length > 0) {
    const messages = unexpected.splice(0).join('\n');
    throw new Error(`Unexpected console output during the test:\n${messages}`);
  }
});
