import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { machineRegistry } from '../machines/registry';
import { VIEW_EVENTS, docPath, renderMachinesDoc } from './machines-doc';

describe('docs/machines.md', () => {
  it('matches the machine definitions', async () => {
    const expected = await renderMachinesDoc();
    // `npm run docs:machines` sets this to rewrite the file instead of comparing.
    if (process.env.MACHINES_DOC_WRITE === '1') writeFileSync(docPath, expected);
    const actual = readFileSync(docPath, 'utf8');
    expect(actual === expected, 'docs/machines.md is out of date: run `npm run docs:machines`').toBe(true);
  });

  it('lists only events the named machine handles somewhere', () => {
    for (const { machine: id, events } of VIEW_EVENTS) {
      const machine = machineRegistry.find((entry) => entry.id === id)?.machine;
      expect(machine, id).toBeDefined();
      const handled = new Set(machine!.events);
      for (const event of events) expect(handled.has(event), `${id} handles ${event}`).toBe(true);
    }
  });

  it('draws every machine in the registry with each of its states', async () => {
    const doc = await renderMachinesDoc();
    for (const { id, machine } of machineRegistry) {
      expect(doc).toContain(`## ${id}`);
      for (const node of machine.root.states ? Object.values(machine.root.states) : []) {
        expect(doc).toContain(`as ${node.id.replace(/[^A-Za-z0-9]/g, '_')}`);
      }
    }
  });
});
