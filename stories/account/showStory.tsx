import type { StoryContext, StoryObj } from '@storybook/react-vite';
import { render, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';

export type Module = { default: { render?: StoryObj['render'] } } & Record<string, unknown>;

/**
 * Runs one story as Storybook does — its loaders, then its render (the story's or the file's) with
 * the story's globals — inside a router, rendered with Testing Library so it is unmounted after
 * the test like every component test. Plays are left out: Storybook's instrumented user-event
 * changes how the other component tests sharing this module graph type; a test presses the
 * buttons itself.
 */
export async function show(module: Module, name: string) {
  const story = module[name] as StoryObj;
  const storyRender = story.render ?? module.default.render;
  if (!storyRender) throw new Error(`${name} has nothing to render`);
  const loaded: Record<string, unknown> = {};
  for (const loader of [story.loaders ?? []].flat()) Object.assign(loaded, await loader({} as never));
  const context = { loaded, globals: story.globals ?? {}, args: {} } as unknown as StoryContext;
  const { container } = render(<MemoryRouter>{storyRender({}, context)}</MemoryRouter>);
  return within(container);
}
