import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..', '..', '..');
// scripts/test.mjs builds the app here before the integration tests run.
const offset = process.env.REDRESS_PORT_OFFSET;
const assets = path.join(root, offset ? `build-test-${offset}` : 'build-test', 'client', 'assets');

/**
 * Strings only the dev panel, the Stately connection and the content pages' development-only
 * panel loader contain.
 */
const MARKERS = [
  'data-dev-inspect-panel',
  'Show personal data',
  'redress:inspect',
  'stately.ai',
  'inject-hmr-runtime',
  'Could not load the machine panel',
];

function scripts(): string[] {
  return readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(path.join(assets, file), 'utf8'));
}

describe('production build', () => {
  it('still has the markers in the source, so their absence below means something', () => {
    const source = ['InspectPanelView.tsx', 'settings.ts', '../../site/devInspection.ts']
      .map((file) => readFileSync(path.join(import.meta.dirname, file), 'utf8'))
      .join('\n');
    const stately = readFileSync(path.join(root, 'node_modules/@statelyai/inspect/dist/index.mjs'), 'utf8');
    for (const marker of MARKERS) expect(`${source}\n${stately}`).toContain(marker);
    expect(readFileSync(path.join(root, 'src/root.tsx'), 'utf8')).toContain('<DevInspectPanel />');
  });

  it('holds no trace of the dev inspection panel or the Stately inspector', () => {
    const bundle = scripts();
    expect(bundle.length).toBeGreaterThan(0);
    const found = MARKERS.filter((marker) => bundle.some((code) => code.includes(marker)));
    expect(found).toEqual([]);
  });
});
