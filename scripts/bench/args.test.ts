import { describe, expect, it } from 'vitest';
import { BULK_ROWS_MAX } from '../../contract/bulkDeterminations';
import { BULK_ROWS, BenchArgsError, PARTS, USAGE, parseBenchArgs } from './args.mjs';

describe('the bench’s command line', () => {
  it('asks for help without starting anything', () => {
    expect(parseBenchArgs(['--help'])).toEqual({ help: true });
    expect(parseBenchArgs(['desk', '-h'])).toEqual({ help: true });
    for (const part of PARTS) expect(USAGE).toContain(`  ${part} `);
  });

  it('reads the parts, the runs and a report to render', () => {
    expect(parseBenchArgs([])).toEqual({
      help: false,
      render: null,
      parts: [],
      runs: 3,
      claims: 100_000,
      rows: 10_000,
    });
    expect(parseBenchArgs(['desk', 'sizes', '--runs', '5', '--claims', '20000'])).toEqual({
      help: false,
      render: null,
      parts: ['desk', 'sizes'],
      runs: 5,
      claims: 20_000,
      rows: 10_000,
    });
    expect(parseBenchArgs(['bulk', '--rows', '1000'])).toMatchObject({ parts: ['bulk'], rows: 1000 });
    expect(parseBenchArgs(['--render', 'reports/bench-x.json'])).toMatchObject({
      render: 'reports/bench-x.json',
    });
  });

  it('refuses a word it does not know, rather than running every part', () => {
    expect(() => parseBenchArgs(['--hepl'])).toThrow(new BenchArgsError('Unknown argument: --hepl'));
    expect(() => parseBenchArgs(['dsk'])).toThrow(BenchArgsError);
    expect(() => parseBenchArgs(['--runs', 'three'])).toThrow(/whole number/);
    expect(() => parseBenchArgs(['--render'])).toThrow(/report file/);
    expect(() => parseBenchArgs(['desk', '--claims', '200000'])).toThrow(/from 100 to 100000/);
    expect(() => parseBenchArgs(['bulk', '--rows', '10001'])).toThrow(/from 100 to 10000/);
  });

  it('fills the bulk part’s file, by default, to the most rows a determinations file may hold', () => {
    expect(BULK_ROWS).toBe(BULK_ROWS_MAX);
  });
});
