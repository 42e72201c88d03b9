import { describe, expect, it } from 'vitest';
import { WORKSPACES } from '../../contract/staff';
import { OverviewRecountError, parseOverviewRecountArgs } from './overviewRecount';

describe('npm run overview:recount: the command line', () => {
  it('recounts every workspace when none is named, and writes unless told --dry-run', () => {
    expect(parseOverviewRecountArgs([])).toEqual({
      options: { workspaces: WORKSPACES, dryRun: false },
      project: undefined,
    });
  });

  it('recounts only the workspaces named, each once, with --dry-run and --project read', () => {
    expect(
      parseOverviewRecountArgs([
        '--workspace',
        'SGUK',
        '--workspace',
        'Redress',
        '--workspace',
        'SGUK',
        '--dry-run',
        '--project',
        'production',
      ]),
    ).toEqual({ options: { workspaces: ['Redress', 'SGUK'], dryRun: true }, project: 'production' });
  });

  it('refuses a workspace the firm does not have, listing those it has, and an unknown option', () => {
    expect(() => parseOverviewRecountArgs(['--workspace', 'Elsewhere'])).toThrow(OverviewRecountError);
    expect(() => parseOverviewRecountArgs(['--workspace', 'Elsewhere'])).toThrow(WORKSPACES.join(', '));
    expect(() => parseOverviewRecountArgs(['--all'])).toThrow(/Usage: npm run overview:recount/);
    expect(() => parseOverviewRecountArgs(['--project', ' '])).toThrow(/--project names a project id/);
  });
});
