import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WIZARD_SNAPSHOT_VERSION } from '../machines/wizard/persistence';
import { WIZARD_SNAPSHOT_KEY } from '../src/adapters/storage';
import { buildBoth, buildId, removeBuilds, startSite, type Site } from './build-version.builds';
import { claimant, continueOn, fillContact, fillDetails, fillDob, onPage, passCheck } from './journeySupport';
import { launch } from './support/browser';

// Two real builds served from a directory whose files are swapped between them, as a deploy does.
// Reloads are counted with the page's 'load' events; state is a value in session and local
// storage that must survive every reload (the wizard keeps its snapshot the same way).
// Content pages are static HTML whose links are full page loads (decision 123), so the reload on
// navigation and its throttle are the app's: those scenarios move between /login and /form/start.

interface Tab {
  context: BrowserContext;
  page: Page;
  loads: () => number;
  logs: string[];
  requests: string[];
}

let browser: Browser;
let site: Site;
let ids: { a: string; b: string };
let tab: Tab;

async function openTab(init?: () => void): Promise<Tab> {
  const context = await browser.newContext();
  if (init) await context.addInitScript(init);
  const page = await context.newPage();
  let loads = 0;
  const logs: string[] = [];
  const requests: string[] = [];
  page.on('load', () => loads++);
  page.on('console', (message) => logs.push(`${message.type()}: ${message.text()}`));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/builds/')) requests.push(url.pathname);
  });
  await page.clock.install();
  return { context, page, loads: () => loads, logs, requests };
}

const latestChecked = (page: Page) =>
  page.waitForResponse((response) => new URL(response.url()).pathname === '/builds/latest.json');

async function keepState(page: Page) {
  await page.evaluate(() => {
    sessionStorage.setItem('e2e.answer', 'kept in session');
    localStorage.setItem('e2e.answer', 'kept locally');
  });
}

async function stateOf(page: Page) {
  return page.evaluate(() => [sessionStorage.getItem('e2e.answer'), localStorage.getItem('e2e.answer')]);
}

/** Opens a page on the live build and waits for the early fetch (meta, then latest.json). */
async function openHome(pathname = '/') {
  const checked = latestChecked(tab.page);
  await tab.page.goto(site.url(pathname));
  await checked;
  // The machine acts on the response after it has been read.
  await tab.page.waitForTimeout(100);
}

async function clickNav(page: Page, href: string) {
  await page.locator(`header a[href="${href}"]`).first().click();
}

/** Waits long enough for a reload that was going to happen to have happened. */
const settle = (page: Page) => page.waitForTimeout(1500);

/**
 * Rewrites the tab's saved journey as a build of another snapshot version would have left it:
 * `version` on the envelope, and without what the current version added (`lookupFor`, version 3).
 */
async function savedByBuildOf(page: Page, version: number) {
  await page.evaluate(
    ({ key, version }) => {
      const saved = JSON.parse(sessionStorage.getItem(key) ?? 'null') as {
        context: Record<string, unknown>;
      } | null;
      if (!saved) throw new Error('no saved journey in this tab');
      delete saved.context.lookupFor;
      sessionStorage.setItem(key, JSON.stringify({ ...saved, version }));
    },
    { key: WIZARD_SNAPSHOT_KEY, version },
  );
}

/** The agreements the page offers, by their checkboxes' labels. */
const offered = (page: Page) =>
  page
    .getByRole('checkbox')
    .evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).labels?.[0]?.textContent ?? ''));

/** B is deployed, and the tab on A hears of it at its next check of builds/latest.json. */
async function deployAndNotice(page: Page) {
  await site.deploy('b');
  const polled = latestChecked(page);
  await page.clock.fastForward('15:00');
  await polled;
  await page.waitForTimeout(100);
}

/** The claimant's next navigation (the header's "Start your claim") reloads onto B. */
async function navigateOntoB(page: Page) {
  const reloaded = page.waitForEvent('load');
  await clickNav(page, '/form/start');
  await reloaded;
  await settle(page);
}

/** The page now runs build B: its early fetch asks for B's meta once the page has rendered. */
const runsB = () => expect.poll(() => tab.requests, { timeout: 10_000 }).toContain(`/builds/meta/${ids.b}.json`);

describe('new builds and safe reloads (two real builds)', () => {
  beforeAll(async () => {
    await buildBoth();
    ids = { a: await buildId('a'), b: await buildId('b') };
    browser = await launch();
    // Two production builds, each prerendering the site, one after the other: about a minute on a
    // quiet machine, several while the stories and integration tests share the two cores.
  }, 600_000);
  afterAll(async () => {
    await browser?.close();
    await removeBuilds();
  });
  beforeEach(async () => {
    site = await startSite();
  });
  afterEach(async () => {
    await tab?.context.close();
    await site.close();
  });

  it('builds A and B have distinct ids', () => {
    expect(ids.a).not.toBe(ids.b);
  });

  it('1: B deployed while the claimant is on A: the next navigation reloads exactly once, to its target, state kept', async () => {
    tab = await openTab();
    await openHome();
    expect(tab.requests).toEqual([`/builds/meta/${ids.a}.json`, '/builds/latest.json']);
    await keepState(tab.page);

    await site.deploy('b');
    const polled = latestChecked(tab.page);
    await tab.page.clock.fastForward('15:00');
    await polled;
    await tab.page.waitForTimeout(100);
    expect(tab.loads()).toBe(1);

    const reloaded = tab.page.waitForEvent('load');
    await clickNav(tab.page, '/vehicle');
    await reloaded;
    await settle(tab.page);
    expect(tab.loads()).toBe(2);
    expect(new URL(tab.page.url()).pathname).toBe('/vehicle');
    await expect(stateOf(tab.page)).resolves.toEqual(['kept in session', 'kept locally']);
    // The reloaded page runs build B: its early fetch asks for B's meta.
    expect(tab.requests).toContain(`/builds/meta/${ids.b}.json`);
  });

  it('2: a second navigation to the same path within 10 s does not reload again; after 10 s it may', async () => {
    tab = await openTab();
    // latest.json names B but the host still serves A's pages: every reload lands on A again.
    await site.announce('b');
    // The journey puts its sub-step into the address (/form/start/intro), itself a navigation: the
    // throttled path here is /login, which stays as it is.
    await openHome('/form/start');
    await keepState(tab.page);

    let reloaded = tab.page.waitForEvent('load');
    const checkedAfterReload = latestChecked(tab.page);
    await clickNav(tab.page, '/login');
    await reloaded;
    await checkedAfterReload;
    await tab.page.waitForTimeout(100);
    expect(tab.loads()).toBe(2);
    const record = await tab.page.evaluate(() => sessionStorage.getItem('build-reload'));
    expect(Object.keys(JSON.parse(record ?? '{}') as object)).toEqual(['/login']);

    reloaded = tab.page.waitForEvent('load');
    const checkedOnForm = latestChecked(tab.page);
    await clickNav(tab.page, '/form/start');
    await reloaded;
    await checkedOnForm;
    await tab.page.waitForTimeout(100);
    expect(new URL(tab.page.url()).pathname).toMatch(/^\/form\/start/);
    expect(tab.loads()).toBe(3);

    // Back to /login less than 10 s after it reloaded: an ordinary in-app navigation.
    await clickNav(tab.page, '/login');
    await settle(tab.page);
    expect(new URL(tab.page.url()).pathname).toBe('/login');
    expect(tab.loads()).toBe(3);
    expect(await tab.page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);

    await tab.page.clock.fastForward(10_000);
    reloaded = tab.page.waitForEvent('load');
    await clickNav(tab.page, '/form/start');
    await reloaded;
    await settle(tab.page);
    expect(tab.loads()).toBe(4);
    await expect(stateOf(tab.page)).resolves.toEqual(['kept in session', 'kept locally']);
  });
  it('3: an old chunk deleted after deploy: navigating to a lazy route reloads once, no loop, state intact', async () => {
    tab = await openTab();
    await openHome('/login');
    await keepState(tab.page);
    // B replaces every file, so A's route chunks are gone before the app has heard of B.
    await site.deploy('b');
    const reloaded = tab.page.waitForEvent('load');
    await clickNav(tab.page, '/form/start');
    await reloaded;
    await settle(tab.page);
    await settle(tab.page);
    expect(tab.loads()).toBe(2);
    expect(tab.requests).toContain(`/builds/meta/${ids.b}.json`);
    await expect(stateOf(tab.page)).resolves.toEqual(['kept in session', 'kept locally']);
    // Now on B, navigating within the app simply works.
    await clickNav(tab.page, '/login');
    await tab.page.waitForURL((url) => url.pathname === '/login');
    await settle(tab.page);
    expect(tab.loads()).toBe(2);
  });

  it("3b: Vite's vite:preloadError reloads once; a second one within 10 s is left to the app, no loop", async () => {
    tab = await openTab();
    await openHome('/vehicle');
    await keepState(tab.page);
    const reloaded = tab.page.waitForEvent('load');
    const checked = latestChecked(tab.page);
    await tab.page.evaluate(() => {
      setTimeout(() => window.dispatchEvent(new Event('vite:preloadError', { cancelable: true })), 0);
    });
    await reloaded;
    await checked;
    expect(new URL(tab.page.url()).pathname).toBe('/vehicle');
    const swallowed = await tab.page.evaluate(() => {
      const event = new Event('vite:preloadError', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    });
    await settle(tab.page);
    expect(swallowed).toBe(false);
    expect(tab.loads()).toBe(2);
    expect(tab.logs).toContain('error: [build-version] Chunk load failed again; not reloading ');
    await expect(stateOf(tab.page)).resolves.toEqual(['kept in session', 'kept locally']);
  });

  it('4: builds/latest.json answering 500 or invalid JSON is only logged and the journey continues', async () => {
    tab = await openTab();
    await tab.page.route('**/builds/meta/**', (route) => route.fulfill({ status: 500, body: 'boom' }));
    await tab.page.route('**/builds/latest.json*', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{not json' }),
    );
    await openHome('/login');
    expect(tab.logs).toContain(
      'error: [build-version] Build manifest fetch failed BuildFileError: builds/meta answered HTTP 500',
    );
    expect(tab.logs.some((line) => line.startsWith('error: [build-version] Latest build check failed SyntaxError'))).toBe(
      true,
    );

    await tab.page.unroute('**/builds/latest.json*');
    await tab.page.route('**/builds/latest.json*', (route) => route.fulfill({ status: 500, body: 'boom' }));
    const polled = latestChecked(tab.page);
    await tab.page.clock.fastForward('15:00');
    await polled;
    await tab.page.waitForTimeout(100);
    expect(tab.logs).toContain(
      'error: [build-version] Latest build check failed BuildFileError: builds/latest.json answered HTTP 500',
    );

    await clickNav(tab.page, '/form/start');
    await tab.page.waitForURL((url) => url.pathname.startsWith('/form/start'));
    await settle(tab.page);
    expect(tab.loads()).toBe(1);
    expect(await tab.page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
  });

  it('5: on a very slow connection there is no early manifest fetch; polling still runs', async () => {
    tab = await openTab(() => {
      Object.defineProperty(Navigator.prototype, 'connection', {
        configurable: true,
        get: () => ({ effectiveType: 'slow-2g', saveData: false }),
      });
    });
    await tab.page.goto(site.url('/'));
    await tab.page.waitForTimeout(3000);
    expect(tab.requests).toEqual([]);
    const polled = latestChecked(tab.page);
    await tab.page.clock.fastForward('15:00');
    await polled;
    expect(tab.requests).toEqual(['/builds/latest.json']);
  });

  it('6: B changed the saved journey\'s version while a claimant is mid-journey on A: after the reload every answer is kept', async () => {
    const who = claimant();
    tab = await openTab();
    await openHome('/form/start');
    await onPage(tab.page, 'Claim for car finance commission');
    await continueOn(tab.page);
    await fillDetails(tab.page, who);
    await fillDob(tab.page, who);
    await onPage(tab.page, 'How can we contact you?');

    await deployAndNotice(tab.page);
    // The tab's journey as a build of the version before B's saved it.
    await savedByBuildOf(tab.page, WIZARD_SNAPSHOT_VERSION - 1);
    await navigateOntoB(tab.page);
    expect(tab.loads()).toBe(2);

    // B brought the journey up to date: the same step, and every answer on the steps before it.
    await onPage(tab.page, 'How can we contact you?');
    await runsB();
    await expect.poll(() => new URL(tab.page.url()).pathname).toBe('/form/start/contact');
    await tab.page.getByRole('link', { name: 'Back' }).click();
    await onPage(tab.page, 'What is your date of birth?');
    expect(await tab.page.getByLabel('Day').inputValue()).toBe(who.dob.day);
    expect(await tab.page.getByLabel('Month').inputValue()).toBe(who.dob.month);
    expect(await tab.page.getByLabel('Year').inputValue()).toBe(who.dob.year);
    await tab.page.getByRole('link', { name: 'Back' }).click();
    await onPage(tab.page, 'What is your name?');
    expect(await tab.page.getByLabel('Title').inputValue()).toBe(who.title);
    expect(await tab.page.getByLabel('First name').inputValue()).toBe(who.firstName);
    expect(await tab.page.getByLabel('Last name').inputValue()).toBe(who.lastName);
    expect(tab.logs.filter((line) => line.includes('was not restored'))).toEqual([]);
  });

  it('7: a saved journey B cannot use is dropped, and the journey carries on from the server draft', async () => {
    const who = claimant();
    tab = await openTab();
    await openHome('/form/start');
    await onPage(tab.page, 'Claim for car finance commission');
    await continueOn(tab.page);
    await fillDetails(tab.page, who);
    await fillDob(tab.page, who);
    await fillContact(tab.page, who);
    await passCheck(tab.page, who);
    await onPage(tab.page, 'Which agreements do you want to claim for?');
    const lenders = await offered(tab.page);

    await deployAndNotice(tab.page);
    // Saved by a build newer than B (B is a roll-back): there is no way down to B's version.
    await savedByBuildOf(tab.page, WIZARD_SNAPSHOT_VERSION + 1);
    await navigateOntoB(tab.page);
    expect(tab.loads()).toBe(2);
    expect(tab.logs).toContain('info: Saved claim progress was not restored (version)');

    // The server's draft: the checked claim, at its agreements, with the answers the check took.
    await onPage(tab.page, 'Which agreements do you want to claim for?');
    await runsB();
    await expect.poll(() => new URL(tab.page.url()).pathname).toBe('/form/check/agreements');
    expect(await offered(tab.page)).toEqual(lenders);
    await tab.page.goto(site.url('/form/start/details'));
    await onPage(tab.page, 'What is your name?');
    expect(await tab.page.getByLabel('First name').inputValue()).toBe(who.firstName);
    expect(await tab.page.getByLabel('Last name').inputValue()).toBe(who.lastName);
  });
});
