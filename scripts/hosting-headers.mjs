// Writes firebase.json's hosting headers and rewrites from scripts/lib/headers.mjs for a workspace
// (`WORKSPACE=SGUK node scripts/hosting-headers.mjs` before deploying that brand).
import { readFileSync, writeFileSync } from 'node:fs';
import { firebaseHostingHeaders, firebaseHostingRewrites } from './lib/headers.mjs';

const config = JSON.parse(readFileSync('firebase.json', 'utf8'));
config.hosting.rewrites = firebaseHostingRewrites();
config.hosting.headers = firebaseHostingHeaders({ workspace: process.env.WORKSPACE ?? 'Redress' });
writeFileSync('firebase.json', `${JSON.stringify(config, null, 2)}\n`);
