// The usage of the operator commands whose work is in TypeScript (grant-role, revoke-sessions,
// backfill-desk, scrub-events). Their `--help` is answered from here before the TypeScript is
// bundled (decision 263), and their command-line errors repeat the same first lines.

const PROJECT_TEXT = `Without --project it changes the local emulators that \`npm start\` runs; with one (an alias in
.firebaserc, or a project id it lists) the real project, with the signed-in Google account's
credentials (\`gcloud auth application-default login\`). See docs/operations.md.`;

export const GRANT_ROLE_SYNOPSIS =
  'Usage: npm run grant-role -- <email> <handler|supervisor> [--workspace <name>]… [--project <alias|id>]\n' +
  '       npm run grant-role -- <email> --revoke [--project <alias|id>]\n' +
  '       npm run grant-role -- <email> <role> --workspace <name> --create [--mobile <+44…>]   (local emulators only)';

export const GRANT_ROLE_HELP = `${GRANT_ROLE_SYNOPSIS}

Gives a staff member a role at the desk and the workspaces they work (custom claims \`role\` and
\`workspaces\`), or takes it away. It gives no role to an account without a confirmed email and a
second factor, and ends the sessions of an account whose access it narrows.
${PROJECT_TEXT}

Options:
  --workspace NAME    a workspace the role covers, or all (repeat for more); left out, the account
                      keeps the workspaces it has
  --revoke            take the role and the workspaces away
  --create            make the account first, its email confirmed (local emulators only)
  --mobile NUMBER     with --create: a UK mobile (+44…) enrolled as its second factor
  --project NAME      the project to change
  --help, -h          this text`;

export const REVOKE_SESSIONS_SYNOPSIS =
  'Usage: npm run revoke-sessions -- <uid|email> [--disable] [--project <alias|id>]';

export const REVOKE_SESSIONS_HELP = `${REVOKE_SESSIONS_SYNOPSIS}

Ends every session of an account (its refresh tokens are revoked) and, with --disable, stops it
signing in again: the incident runbook's step for an account that may be taken over
(docs/incidents.md).
${PROJECT_TEXT}

Options:
  --disable         also disable the account until it is enabled again
  --project NAME    the project to change
  --help, -h        this text`;

/** Claims (and former lender rows) the backfill reads at a time. */
export const BACKFILL_PAGE_SIZE = { default: 200, max: 500 };

export const BACKFILL_DESK_SYNOPSIS = `Usage: npm run backfill-desk -- [--dry-run] [--page-size <1–${BACKFILL_PAGE_SIZE.max}>] [--project <id>]`;

export const BACKFILL_DESK_HELP = `${BACKFILL_DESK_SYNOPSIS}

Brings the desk's data on the claims submitted before it existed to what the gateway writes today:
the search fields and lenders, each claim's rows under its lenders and the redress scheme's routes;
rows that no longer match their claim go. What is already right is left alone, so it is safe to run
again; it prints counts only.
${PROJECT_TEXT}

Options:
  --dry-run          count what would be written, and write nothing
  --page-size N      claims read at a time (default ${BACKFILL_PAGE_SIZE.default})
  --project NAME     the project to change
  --help, -h         this text`;

export const SCRUB_EVENTS_SYNOPSIS = 'Usage: npm run scrub-events -- [--dry-run] [--project <id>]';

export const SCRUB_EVENTS_HELP = `${SCRUB_EVENTS_SYNOPSIS}

Takes off the complaint events claimants read what older gateways made there from a staff member's
uid: \`by.uid\` and a fingerprint (\`requestHash\`) that covered the recorder's uid. What is already
right is left alone, so it is safe to run again; it prints counts only.
${PROJECT_TEXT}

Options:
  --dry-run         count what would be written, and write nothing
  --project ID      the project to change
  --help, -h        this text`;
