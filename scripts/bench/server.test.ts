import { describe, expect, it } from 'vitest';
import { chooseEncoding } from './server.mjs';

describe('compression of the measured build (as Firebase Hosting serves it)', () => {
  it('prefers brotli, then gzip, as the browser offers them', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip;q=1.0, deflate')).toBe('gzip');
  });

  it('sends the bytes as they are to a client that accepts neither', () => {
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });
});
