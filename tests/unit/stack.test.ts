import { afterEach, describe, expect, it } from 'vitest';
import { firestoreMode, javaMajor, PROFILES } from '../../scripts/lib/stack.mjs';

describe('the local stack configuration', () => {
  const saved = process.env.FIRESTORE_EMULATOR_BIN;
  afterEach(() => {
    if (saved === undefined) delete process.env.FIRESTORE_EMULATOR_BIN;
    else process.env.FIRESTORE_EMULATOR_BIN = saved;
  });

  it('says in one line what to install when the Firestore emulator is missing', () => {
    process.env.FIRESTORE_EMULATOR_BIN = '/nonexistent/cloud_firestore_emulator';
    expect(() => firestoreMode()).toThrow(
      /^No Firestore emulator at \/nonexistent\/cloud_firestore_emulator: install/,
    );
  });

  it('reads the Java major version of this machine', () => {
    expect(javaMajor()).toBeGreaterThanOrEqual(17);
  });

  it('keeps the test ports apart from the npm start ports', () => {
    const dev = Object.values(PROFILES.dev);
    const test = Object.values(PROFILES.test);
    expect(dev.filter((port) => test.includes(port))).toEqual([]);
    expect(PROFILES.dev).toMatchObject({ auth: 9099, firestore: 8080, functions: 5001 });
  });

  it('gives the restore drill two Firestore ports no other stack uses', () => {
    const others = [PROFILES.dev, PROFILES.test, PROFILES.e2e].flatMap((ports) => Object.values(ports));
    const drill = Object.values(PROFILES.drill);
    expect(new Set(drill).size).toBe(2);
    expect(drill.filter((port) => others.includes(port))).toEqual([]);
  });
});
