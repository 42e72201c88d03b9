import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

// Each row of the layer table in docs/architecture.md, as the import lint must enforce it: a file
// in the layer's folder that imports what the row forbids is refused, and one that imports what the
// row allows is not. The files are virtual, so type-aware rules are switched off for them.
const root = path.resolve(import.meta.dirname, '..', '..');
const eslint = new ESLint({
  cwd: root,
  overrideConfig: [tseslint.configs.disableTypeChecked],
});

async function importErrors(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport const used = [x];\n`, {
    filePath: path.join(root, file),
  });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-globals')
    .map((m) => m.message);
}

const rows: Array<{ layer: string; file: string; refused: string[]; allowed: string[] }> = [
  {
    layer: 'Claim contract',
    file: 'contract/example.ts',
    refused: [
      "import x from 'react';",
      "import x from 'node:fs';",
      "import x from '../machines/retry';",
      // Only the complaint lifecycle is a machine (decision 173).
      "import * as x from 'xstate';",
    ],
    allowed: ["import * as x from 'valibot';", "import x from './fields';"],
  },
  {
    layer: 'Claim contract: the complaint lifecycle',
    file: 'contract/lifecycle/example.ts',
    refused: [
      "import x from 'react';",
      "import x from 'firebase/firestore';",
      "import x from '../../machines/retry';",
      "import x from '@xstate/graph';",
      'const x = window;',
    ],
    allowed: [
      "import * as x from 'xstate';",
      "import * as x from 'valibot';",
      "import x from '../fees';",
      "import x from './states';",
    ],
  },
  {
    layer: 'Machines',
    file: 'machines/example.ts',
    refused: [
      "import x from '../src/adapters/auth';",
      "import x from 'firebase/auth';",
      "import x from 'react-router';",
      "import x from 'react';",
      'const x = window;',
    ],
    allowed: ["import * as x from 'xstate';", "import x from '../contract/fields';"],
  },
  {
    layer: 'Adapters',
    file: 'src/adapters/example.ts',
    refused: [
      "import x from '../journey/views/Details';",
      "import x from '../journey/JourneyPage';",
      "import x from '../ui/Header';",
      "import x from 'react';",
    ],
    allowed: ["import x from 'firebase/auth';", "import x from '../../contract/fields';"],
  },
  {
    layer: 'Content pages’ script',
    file: 'src/site/example.ts',
    refused: [
      "import x from 'react';",
      "import x from 'react-router';",
      "import x from 'styled-components';",
      "import x from 'xstate';",
      "import x from 'firebase/auth';",
      "import x from '../adapters/buildVersion';",
      "import x from '../journey/referralRuntime';",
      "import x from '../app/BuildVersion';",
    ],
    allowed: [
      "import x from '../consent/store';",
      "import type x from '../adapters/buildVersion';",
      "import x from './page';",
    ],
  },
  {
    layer: 'Containers',
    file: 'src/app/example.ts',
    refused: ["import x from 'firebase/firestore';", "import x from '@firebase/auth';"],
    allowed: ["import x from '../adapters/auth';", "import x from '@xstate/react';"],
  },
  {
    layer: 'Containers',
    file: 'src/journey/example.ts',
    refused: ["import x from 'firebase/firestore';"],
    allowed: ["import x from '../adapters/auth';", "import x from '@xstate/react';"],
  },
  {
    layer: 'View models',
    file: 'src/journey/steps/example.ts',
    refused: [
      "import x from 'firebase/auth';",
      "import x from '../../adapters/gateway';",
      "import x from '@xstate/react';",
      "import x from '../../brands/brand';",
    ],
    allowed: [
      "import x from '../../../machines/wizard/selectors';",
      "import x from '../views/Details';",
      "import x from '../../../contract/dates';",
    ],
  },
  {
    layer: 'Views',
    file: 'src/journey/views/example.tsx',
    refused: ["import x from '../../adapters/gateway';", "import x from 'xstate';"],
    allowed: [
      "import type x from '../../../machines/wizard/wizardMachine';",
      "import x from 'styled-components';",
    ],
  },
  {
    layer: 'Views',
    file: 'src/site/views/example.tsx',
    refused: [
      "import x from 'firebase/auth';",
      "import x from '../../adapters/gateway';",
      "import x from '../../../machines/wizard/wizardMachine';",
      "import x from 'xstate';",
    ],
    allowed: [
      "import type x from '../../../machines/wizard/wizardMachine';",
      "import x from 'styled-components';",
      "import x from '../../../contract/fees';",
    ],
  },
  {
    layer: 'Views',
    file: 'src/desk/views/example.tsx',
    refused: [
      "import x from '../../../machines/desk/amount';",
      "import x from '../adapters/deskGateway';",
      "import x from 'firebase/auth';",
    ],
    allowed: [
      "import type x from '../../../machines/desk/deskClaimTypes';",
      "import x from '../../../contract/desk';",
    ],
  },
  {
    layer: 'Views',
    file: 'src/account/views/example.tsx',
    refused: [
      "import x from '../../adapters/myDataGateway';",
      "import x from '../../../machines/claims/myDataMachine';",
    ],
    allowed: [
      "import type x from '../../../machines/claims/myDataMachine';",
      "import x from '../../ui/form/Button';",
    ],
  },
  {
    layer: 'Containers',
    file: 'src/desk/containers/example.ts',
    refused: ["import x from 'firebase/auth';"],
    allowed: [
      "import x from '../adapters/deskGateway';",
      "import x from '../../../machines/desk/deskListMachine';",
    ],
  },
  {
    layer: 'Containers',
    file: 'src/account/containers/example.ts',
    refused: ["import x from 'firebase/firestore';"],
    allowed: ["import x from '../../adapters/auth';", "import x from '@xstate/react';"],
  },
  {
    layer: 'Adapters',
    file: 'src/desk/adapters/example.ts',
    refused: [
      "import x from '../views/DeskSignIn';",
      "import x from '../containers/DeskContext';",
      "import x from '../routes/desk';",
      "import x from 'react';",
    ],
    allowed: ["import x from 'firebase/auth';", "import x from '../../adapters/gateway';"],
  },
  {
    layer: 'Content',
    file: 'src/site/routes/example.tsx',
    refused: ["import x from 'marked';", "import x from 'gray-matter';"],
    allowed: ["import x from '../../content/content.server';"],
  },
  {
    layer: 'Content (build time)',
    file: 'src/content/example.server.ts',
    refused: [],
    allowed: ["import x from 'marked';", "import x from 'gray-matter';"],
  },
  {
    layer: 'Gateway function',
    file: 'functions/src/example.ts',
    refused: ["import x from '../../src/adapters/gateway';", "import x from '../../machines/retry';"],
    allowed: [
      "import x from 'firebase-admin/firestore';",
      "import x from '../../contract/requests.js';",
      "import x from '../../contract/lifecycle/machine.js';",
    ],
  },
  {
    layer: 'Mocks and stories',
    file: 'stories/example.tsx',
    refused: ["import x from 'firebase/auth';"],
    allowed: ["import x from '../mocks/gateway/handlers';", "import x from '../contract/fields';"],
  },
  {
    layer: 'Mocks and stories',
    file: 'src/journey/stories/example.tsx',
    refused: ["import x from 'firebase/auth';"],
    allowed: ["import x from '../steps';", "import x from '../../../machines/wizard/wizardMachine';"],
  },
  {
    layer: 'Mocks and stories',
    file: 'mocks/example.ts',
    refused: ["import x from 'firebase/firestore';"],
    allowed: ["import x from '../contract/responses';"],
  },
];

describe.each(rows)('the $layer row of the layer table ($file)', ({ file, refused, allowed }) => {
  it.each(refused.map((source) => [source]))('refuses %s', async (source) => {
    expect(await importErrors(file, source)).not.toEqual([]);
  });
  it.each(allowed.map((source) => [source]))('allows %s', async (source) => {
    expect(await importErrors(file, source)).toEqual([]);
  });
});

// Between features (decision 267): the claimant's features (the claim journey, the account pages,
// the public site) and the shared shell never load the desk or the contract modules only the desk
// reads; the desk never loads the claimant's pages or machines. A file of each feature in each
// layer is refused the other side and allowed its own and the shared code.
async function featureErrors(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport const used = [x];\n`, {
    filePath: path.join(root, file),
  });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports')
    .map((m) => m.message);
}

const features: Array<{ feature: string; file: string; refused: string[]; allowed: string[] }> = [
  {
    feature: 'The claim journey',
    file: 'src/journey/example.ts',
    refused: [
      "import x from '../desk/containers/DeskContext';",
      "import x from '../../machines/desk/deskListMachine';",
      "import x from '../../contract/desk';",
      "import type x from '../../contract/deskDataRequests';",
      "import x from '../../contract/staff';",
      "import x from '../../contract/scheme/checkRecord';",
    ],
    allowed: [
      "import x from '../../contract/lifecycle/states';",
      "import x from '../../contract/scheme/route';",
      "import x from '../account/containers/LoginContainer';",
      "import x from '../ui/Page';",
    ],
  },
  {
    feature: 'The account pages',
    file: 'src/account/views/example.tsx',
    refused: ["import x from '../../desk/views/deskTags';", "import type x from '../../../contract/desk';"],
    allowed: ["import x from '../../journey/views/titles';", "import x from '../../../contract/myData';"],
  },
  {
    feature: 'The public site',
    file: 'src/site/routes/example.tsx',
    refused: [
      "import x from '../../desk/views/DeskClaimsTable';",
      "import x from '../../../contract/deskCheck';",
    ],
    allowed: ["import x from '../views/HomeView';", "import x from '../../../contract/firms';"],
  },
  {
    feature: 'The shared shell',
    file: 'src/app/example.ts',
    refused: [
      "import x from '../desk/adapters/deskMachines';",
      "import x from '../../machines/desk/deskSessionMachine';",
    ],
    allowed: ["import x from '../adapters/gateway';", "import x from '../ui/Page';"],
  },
  {
    feature: 'The claimant’s machines',
    file: 'machines/claims/example.ts',
    refused: ["import x from '../desk/deskClaimMachine';", "import x from '../../contract/staff';"],
    allowed: ["import x from '../retry';", "import x from '../../contract/lifecycle/machine';"],
  },
  {
    feature: 'The claimant’s stories',
    file: 'stories/account/example.tsx',
    refused: ["import x from '../desk/desk';", "import x from '../../mocks/gateway/deskClaim';"],
    allowed: ["import x from '../support/timelineStates';", "import x from '../../mocks/gateway/data';"],
  },
  {
    feature: 'The desk',
    file: 'src/desk/views/example.tsx',
    refused: [
      "import x from '../../journey/views/titles';",
      "import x from '../../account/views/YourClaims';",
      "import x from '../../site/views/HomeView';",
    ],
    allowed: [
      "import x from '../../ui/Page';",
      "import x from '../../../contract/desk';",
      "import x from '../../../contract/lifecycle/states';",
    ],
  },
  {
    feature: 'The desk',
    file: 'src/desk/containers/example.ts',
    refused: [
      "import x from '../../journey/session';",
      "import x from '../../../machines/claims/yourClaimsMachine';",
      "import x from '../../../machines/auth/authMachine';",
    ],
    allowed: [
      "import x from '../../../machines/desk/deskListMachine';",
      "import x from '../../app/inspect';",
    ],
  },
  {
    feature: 'The desk’s machines',
    file: 'machines/desk/example.ts',
    refused: ["import x from '../wizard/wizardMachine';", "import x from '../claims/timeline';"],
    allowed: [
      "import x from './deskListMachine';",
      "import x from '../retry';",
      "import x from '../../contract/staff';",
    ],
  },
  {
    feature: 'The desk’s stories and mocks',
    file: 'mocks/gateway/deskExample.ts',
    refused: ["import x from '../../stories/account/claims';"],
    allowed: ["import x from '../../stories/support/timelineStates';", "import x from './deskClaimData';"],
  },
];

describe.each(features)('$feature ($file), between features', ({ file, refused, allowed }) => {
  it.each(refused.map((source) => [source]))('refuses %s', async (source) => {
    expect(await featureErrors(file, source)).not.toEqual([]);
  });
  it.each(allowed.map((source) => [source]))('allows %s', async (source) => {
    expect(await featureErrors(file, source)).toEqual([]);
  });
});

describe('the Firebase rule', () => {
  it("names the SDK, not the project's own adapter called firebase", async () => {
    expect(await importErrors('src/app/example.ts', "import x from '../adapters/firebase';")).toEqual([]);
    expect(await importErrors('src/app/example.ts', "import x from 'firebase';")).not.toEqual([]);
  });
});
