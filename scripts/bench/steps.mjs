// Step-to-step time in the claim journey: a Playwright run through /form/start in Chromium. Steps
// whose Continue calls the gateway are kept apart: their time is the network and the function, not
// the app. Each session is a fresh guest (new context), so rate limits per uid and number hold.
import { launchChromium } from '../lib/chromium.mjs';
import { stopOnInterrupt } from '../lib/interrupt.mjs';
import { answers, fillStep } from './fill.mjs';
import { installStepTimer } from './page-timer.mjs';
import { readPasscode } from './outbox.mjs';
import { median, percentile } from './stats.mjs';

const STEP_TIMEOUT_MS = 20_000;

/**
 * @param {{ baseUrl: string, firestorePort: number, samples?: number, maxSessions?: number, log?: (line: string) => void }} options
 */
export async function measureSteps({
  baseUrl,
  firestorePort,
  samples = 40,
  maxSessions = 8,
  log = console.log,
}) {
  // The bench's own interrupt handler closes the browser with the emulators; Playwright's would exit
  // the process as soon as the browser closed, before the emulators had stopped.
  const browser = await launchChromium({ handleSIGINT: false, handleSIGTERM: false });
  const releaseBrowser = stopOnInterrupt(() => browser.close());
  const local = [];
  const gateway = [];
  const stops = [];
  let wired = false;
  try {
    for (let session = 0; session < maxSessions && local.length < samples; session++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.addInitScript(installStepTimer);
      let gatewayCalls = 0;
      page.on('request', (request) => {
        if (/\/europe-west2\/gateway\b/.test(request.url())) gatewayCalls += 1;
      });
      await page.goto(new URL('/form/start', baseUrl).toString());
      const heading = page.locator('main h1').first();
      await heading.waitFor({ timeout: STEP_TIMEOUT_MS }).catch(() => undefined);
      const firstTitle = (await heading.textContent().catch(() => null)) ?? '';
      if (!(await page.getByRole('button', { name: /^continue$/i }).count())) {
        stops.push(`session ${session + 1}: /form/start shows "${firstTitle}" with no Continue button`);
        await context.close();
        break;
      }
      wired = true;
      // A claimant reads the intro before pressing Start: the page first finishes what it does once
      // it has rendered (the journey's core arrives and, since decision 229, its page takes the
      // intro over when the browser is idle).
      await page.waitForLoadState('networkidle');
      await page.evaluate(
        () => new Promise((resolve) => requestIdleCallback(() => resolve(undefined), { timeout: 2000 })),
      );
      const values = answers(session);
      const phone = values.tel;
      for (let step = 0; step < 30; step++) {
        const title = (await heading.textContent()) ?? '';
        await fillStep(page, values, { passcode: () => readPasscode(firestorePort, phone) });
        const callsBefore = gatewayCalls;
        const count = await page.evaluate(() => /** @type {any} */ (window).__benchSteps.length);
        await page
          .getByRole('button', { name: /^continue$/i })
          .first()
          .click();
        const advanced = await page
          .waitForFunction((n) => /** @type {any} */ (window).__benchSteps.length > n, count, {
            timeout: STEP_TIMEOUT_MS,
          })
          .then(() => true)
          .catch(() => false);
        if (!advanced) {
          stops.push(`session ${session + 1}: stayed on "${title}" after Continue`);
          break;
        }
        const result = await page.evaluate((n) => /** @type {any} */ (window).__benchSteps[n], count);
        const sample = { from: result.from, to: result.to, ms: result.ms };
        (gatewayCalls > callsBefore ? gateway : local).push(sample);
        if (!(await page.getByRole('button', { name: /^continue$/i }).count())) {
          stops.push(`session ${session + 1}: journey ended on "${result.to}"`);
          break;
        }
        if (local.length >= samples) break;
      }
      await context.close();
      log(`  session ${session + 1}: ${local.length} local and ${gateway.length} gateway steps so far`);
    }
  } finally {
    await browser.close();
    releaseBrowser();
  }
  return {
    wired,
    samples: local,
    median: median(local.map((s) => s.ms)),
    p95: percentile(
      local.map((s) => s.ms),
      95,
    ),
    gatewaySamples: gateway,
    gatewayMedian: median(gateway.map((s) => s.ms)),
    gatewayP95: percentile(
      gateway.map((s) => s.ms),
      95,
    ),
    stops,
  };
}
