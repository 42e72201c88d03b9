import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import { describe, expect, it } from 'vitest';
import { INDEX_FILE, headingOf, readDecisions, renderIndex, statusOf } from './decisions-index.mjs';

const dir = path.resolve(import.meta.dirname, '../../docs/decisions');

describe('the decision records’ index', () => {
  it('is up to date with the records (npm run docs:decisions writes it)', async () => {
    const { records, problems } = readDecisions(dir);
    expect(problems).toEqual([]);
    const file = path.join(dir, INDEX_FILE);
    const options = (await prettier.resolveConfig(file)) ?? {};
    const expected = await prettier.format(renderIndex(records), { ...options, filepath: file });
    expect(readFileSync(file, 'utf8')).toBe(expected);
  });

  it('reads each heading form the records use', () => {
    expect(headingOf('# 243 — The next step is rehearsed')).toEqual({
      number: '243',
      title: 'The next step is rehearsed',
    });
    expect(headingOf('# 131. The journey’s account steps')).toMatchObject({ number: '131' });
    expect(headingOf('# 030: Gateway response shapes')).toMatchObject({ number: '030' });
    expect(headingOf('# Not a record')).toBeNull();
  });

  it('gives each record its status from what its text says', () => {
    expect(statusOf('## Context\n\nNothing changed since.')).toEqual({
      status: 'Accepted',
      supersededBy: [],
    });
    expect(statusOf('Superseded in part by decisions 153 and 251: the error state…')).toEqual({
      status: 'Superseded in part by 153, 251',
      supersededBy: ['153', '251'],
    });
    expect(statusOf('Superseded by 111 (the views take the wizard’s answer names)')).toEqual({
      status: 'Superseded by 111',
      supersededBy: ['111'],
    });
    expect(statusOf('Superseded for content pages by decision 125 (15 KB per page).').status).toBe(
      'Superseded in part by 125',
    );
  });

  it('reports a status naming a record that does not exist', () => {
    const { problems } = readDecisions(dir);
    expect(problems.filter((p) => p.includes('not a record'))).toEqual([]);
    expect(statusOf('Superseded in part by decision 999: …').supersededBy).toEqual(['999']);
  });
});
