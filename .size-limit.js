// size-limit's checks (`npm run size`, and the budget test in `npm test`): one per page or route of
// the production build at BUILD_CLIENT_DIR (default build/client) and figure, with its limit from
// budgets.json. Which files each loads comes from scripts/lib/bundle-sizes.mjs (decision 233).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildBudgetChecks, readBudgets, sizeLimitConfig } from './scripts/lib/size-limit-checks.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));
const clientDir = path.resolve(root, process.env.BUILD_CLIENT_DIR ?? 'build/client');
const checks = buildBudgetChecks(clientDir, readBudgets(path.join(root, 'budgets.json')));

export default sizeLimitConfig(checks, { clientDir, cwd: root });
