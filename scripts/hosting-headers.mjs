// Writes firebase.json's hosting headers and rewrites from scripts/lib/headers.mjs for a workspace
// (`WORKSPACE=SGUK node scripts/hosting-headers.mjs` before deploying that brand).
import { readFileSync, writeFileSync } from 'node:fs';
import { firebaseHostingHeaders, firebaseHostingRewrites } from './lib/headers.mjs';
import { exitWithUsageIfAsked } from './lib/usage.mjs';

exitWithUsageIfAsked(
  process.argv.slice(2),
  `Usage: [WORKSPACE=<brand>] [VITE_FIREBASE_PROJECT_ID=<project>] node scripts/hosting-headers.mjs

Rewrites firebase.json's hosting headers and rewrites from scripts/lib/headers.mjs for a brand
(WORKSPACE, default Redress), the CSP naming that project's function host. Takes no arguments but
--help (-h).`,
);

const config = JSON.parse(readFileSync('firebase.json', 'utf8'));
config.hosting.rewrites = firebaseHostingRewrites();
config.hosting.headers = firebaseHostingHeaders({ workspace: process.env.WORKSPACE ?? 'Redress' });
writeFileSync('firebase.json', `${JSON.stringify(config, null, 2)}\n`);
