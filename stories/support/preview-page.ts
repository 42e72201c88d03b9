import type { Page } from 'playwright-core';
import { initialContext } from '../../machines/wizard/context';
import { selectSaveForLater } from '../../machines/wizard/selectors';
import { wizardMachine } from '../../machines/wizard/wizardMachine';
import { AXE_TAGS } from '../../e2e/support/browser';
import { stepTitles, type StepTitleKey } from '../../src/journey/views/titles';
import { AXE_SCRIPT } from './axe';

/** How Storybook reports a story opened on its own: shown (its play function, if any, done), or why not. */
export type RenderOutcome = 'rendered' | 'errored' | 'threw' | 'missing' | 'play failed';

/**
 * Opens one story in a page of its own, as a link to it does (`iframe.html?id=…`): a new
 * document, with nothing loaded before it, so a story (or its play function) that only works after
 * another story has loaded its code fails here. Resolves once Storybook has finished the story,
 * play function included, with how it went; axe is then in the page for `previewViolations`.
 */
export async function openStory(page: Page, base: string, storyId: string): Promise<RenderOutcome> {
  // Storybook's own events say when the story is done; the page's load event adds nothing.
  await page.goto(`${base}/iframe.html?id=${encodeURIComponent(storyId)}&viewMode=story`, {
    waitUntil: 'commit',
  });
  // The preview's channel keeps the last payload of each event it has sent (`last`).
  const outcome = await page.waitForFunction((id) => {
    const channel = (
      window as unknown as {
        __STORYBOOK_ADDONS_CHANNEL__?: { last: (event: string) => unknown[] | undefined };
      }
    ).__STORYBOOK_ADDONS_CHANNEL__;
    if (!channel) return false;
    const sent = (event: string) => channel.last(event) !== undefined;
    if (sent('storyMissing')) return 'missing';
    if (sent('storyThrewException')) return 'threw';
    if (sent('storyErrored')) return 'errored';
    const finished = channel.last('storyFinished')?.[0] as { storyId: string; status: string } | undefined;
    if (finished?.storyId !== id) return false;
    if (sent('playFunctionThrewException')) return 'play failed';
    return finished.status === 'success' ? 'rendered' : 'errored';
  }, storyId);
  await page.addScriptTag({ url: AXE_SCRIPT.path });
  return (await outcome.jsonValue()) as RenderOutcome;
}

interface AxeViolation {
  id: string;
  nodes: Array<{ target: unknown[] }>;
}

/** axe-core over the whole preview document with the project's WCAG tags. */
export async function previewViolations(page: Page): Promise<string[]> {
  const violations = await page.evaluate(async (tags) => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document, opts: unknown) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    // Only violations are read, so axe is asked for nothing else (no passes or incomplete results).
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return result.violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => ({ target: n.target })) }));
  }, AXE_TAGS);
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * A wizard story (title `Wizard/…`) names the wizard state it shows (`data-story-state`,
 * `section.step[.inner]`): the running wizard must be in that state (`data-wizard-state`) and the
 * page must be that step's (its h1). Lists what differs; empty for a right page and for every
 * other story.
 */
export async function wizardPageMismatches(page: Page, story: { title: string }): Promise<string[]> {
  if (!story.title.startsWith('Wizard/')) return [];
  const root = page.locator('#storybook-root');
  const named = root.locator('[data-story-state]');
  if ((await named.count()) !== 1) return ['the story does not name the wizard state it shows'];
  const state = (await named.getAttribute('data-story-state')) ?? '';
  const [section, step, inner] = state.split('.');
  // "Save and come back later" is not a step: its page is named by its phase.
  const saving =
    section === 'saveForLater'
      ? selectSaveForLater(
          wizardMachine.resolveState({ value: { saveForLater: step ?? '' }, context: initialContext() }),
        )
      : null;
  const key = (
    saving ? `save/${saving}` : inner === 'noneFound' ? 'check/agreements-none' : `${section}/${step}`
  ) as StepTitleKey;
  const live = await named.getAttribute('data-wizard-state');
  const heading = (await root.locator('h1').first().textContent())?.trim();
  return [
    ...(live === state ? [] : [`the wizard is in ${live} instead of ${state}`]),
    ...(heading === stepTitles[key] ? [] : [`the heading is "${heading}" instead of "${stepTitles[key]}"`]),
  ];
}
