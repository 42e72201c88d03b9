// `npm run docs:screenshot`: the picture of the machine panel in docs/storybook.md, taken from the
// dev server (the panel exists only in development builds) at a phone's width.
import path from 'node:path';
import { launchChromium } from './lib/chromium.mjs';
import { startDevServer } from './lib/dev-server.mjs';
import { root } from './lib/stack.mjs';
import { exitWithUsageIfAsked } from './lib/usage.mjs';

exitWithUsageIfAsked(
  process.argv.slice(2),
  `Usage: npm run docs:screenshot

Takes the picture of the machine panel in docs/storybook.md (docs/images/machine-panel.png) from a
dev server it starts (the panel exists only in development builds), in Chromium at a phone's width.
Takes no arguments but --help (-h).`,
);

const out = path.join(root, 'docs', 'images', 'machine-panel.png');
const server = await startDevServer();
const browser = await launchChromium();
try {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await page.goto(new URL('/form/start', server.url).toString());
  // The four machines of an app page: wizard, auth session, referral and build version.
  const toggle = page.getByRole('button', { name: 'Machines (4)' });
  await toggle.waitFor({ timeout: 60_000 });
  await toggle.click();
  const panel = page.getByRole('complementary', { name: 'Machine inspector' });
  await panel.getByRole('heading', { name: /^buildVersion: watching/ }).waitFor({ timeout: 60_000 });
  // One machine's context opened, as a developer would look at it.
  await panel.getByText('Context').nth(2).click();
  await panel.screenshot({ path: out });
  console.log(`Wrote ${path.relative(root, out)}`);
} finally {
  await browser.close();
  server.close();
}
