import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { anyString, anything } from '../tests/reliability/hostile';
import {
  BuildMetaSchema,
  LatestBuildSchema,
  ReloadRecordSchema,
  TargetPathSchema,
} from './buildVersionSchemas';

describe('build-version manifests under hostile input', () => {
  it.each([
    ['latest.json', LatestBuildSchema],
    ['builds/meta/{id}.json', BuildMetaSchema],
    ['the reload record', ReloadRecordSchema],
    ['a target path', TargetPathSchema],
  ] as const)('%s never throws', (_name, schema) => {
    fc.assert(
      fc.property(fc.oneof(anything, anyString, fc.dictionary(anyString, anything)), (input) => {
        expect(() => v.safeParse(schema, input)).not.toThrow();
      }),
      { numRuns: 500 },
    );
  });

  it('accepts well-formed manifests and refuses an empty or over-long id', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 200 }), fc.nat(), (id, timestamp) => {
        expect(v.safeParse(LatestBuildSchema, { id, timestamp }).success).toBe(true);
        expect(
          v.safeParse(BuildMetaSchema, { id, timestamp, prerendered: ['/'], routeRules: {} }).success,
        ).toBe(true);
      }),
    );
    expect(v.safeParse(LatestBuildSchema, { id: '', timestamp: 1 }).success).toBe(false);
    expect(v.safeParse(LatestBuildSchema, { id: 'x'.repeat(201), timestamp: 1 }).success).toBe(false);
  });

  it('a target path is same-origin: never a scheme or protocol-relative URL', () => {
    fc.assert(
      fc.property(fc.webUrl(), (url) => {
        expect(v.safeParse(TargetPathSchema, url).success).toBe(false);
      }),
    );
  });
});
