// The Firebase configuration a deployment uses: one Hosting site per workspace (brand), each with
// that brand's headers and the app's rewrites, beside the repository's Firestore rules, indexes and
// TTL policies and the functions codebase. firebase.json stays the local stack's configuration (one
// site, the emulators); `npm run deploy` writes this one to .firebase.deploy.json and deploys with it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { firebaseHostingHeaders, firebaseHostingRewrites } from './headers.mjs';

/** The workspaces, as contract/firms.ts names them, and the Hosting target each deploys to. */
export const WORKSPACE_TARGETS = {
  Redress: 'redress',
  Complex365: 'complex365',
  SGUK: 'sguk',
  SGUKINTERNAL: 'sgukinternal',
};

/** Which web Firebase target (src/config/firebase.ts) each project alias builds for. */
export const ALIAS_TARGETS = { development: 'development', production: 'production' };

/** Where a workspace's build goes (REDRESS_BUILD_DIR), relative to the repository. */
export const buildDirFor = (workspace) => `build-deploy/${workspace}`;

/**
 * @param {string} root the repository
 * @param {{ projectId: string, recaptcha?: boolean }} options `recaptcha`: the app's routes may frame
 *   App Check's reCAPTCHA Enterprise (the web build uses it)
 */
export function deployConfig(root, { projectId, recaptcha = true }) {
  const local = JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8'));
  const hosting = Object.entries(WORKSPACE_TARGETS).map(([workspace, target]) => ({
    target,
    public: `${buildDirFor(workspace)}/client`,
    cleanUrls: local.hosting.cleanUrls,
    trailingSlash: local.hosting.trailingSlash,
    rewrites: firebaseHostingRewrites(),
    headers: firebaseHostingHeaders({ workspace, projectId, recaptcha }),
  }));
  return {
    firestore: local.firestore,
    functions: local.functions,
    hosting,
  };
}

/**
 * The aliases and Hosting targets in .firebaserc, checked: both project aliases exist and every
 * workspace has a site in each.
 * @param {string} root
 */
export function readFirebaserc(root) {
  const rc = JSON.parse(readFileSync(path.join(root, '.firebaserc'), 'utf8'));
  const problems = [];
  for (const alias of Object.keys(ALIAS_TARGETS)) {
    const projectId = rc.projects?.[alias];
    if (!projectId) {
      problems.push(`.firebaserc has no "${alias}" project alias`);
      continue;
    }
    for (const target of Object.values(WORKSPACE_TARGETS)) {
      const sites = rc.targets?.[projectId]?.hosting?.[target];
      if (!Array.isArray(sites) || sites.length !== 1) {
        problems.push(`.firebaserc: project ${projectId} has no single Hosting site for target "${target}"`);
      }
    }
  }
  return { rc, problems };
}
