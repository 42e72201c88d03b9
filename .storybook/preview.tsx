import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { useLayoutEffect } from 'react';
import { MemoryRouter } from 'react-router';
import { configure } from 'storybook/test';
import { handlers } from '../mocks/handlers';
import { GlobalStyle } from '../src/ui/GlobalStyle';
import { WORKSPACES, applyBrandToDocument, brandForGlobals } from '../stories/support/workspace';

/**
 * Shows every story in the workspace chosen in the toolbar (theme class, favicon and title),
 * inside a memory router so views' links render without the app's routes. A story that renders a
 * page with routes opens at `parameters.route` (e.g. `/form/check/otp`).
 */
const withWorkspace: Decorator = (Story, context) => {
  const brand = brandForGlobals(context.globals);
  useLayoutEffect(() => {
    applyBrandToDocument(brand, document);
  }, [brand]);
  const route = typeof context.parameters.route === 'string' ? context.parameters.route : '/';
  return (
    <MemoryRouter key={context.id} initialEntries={[route]}>
      <GlobalStyle />
      <Story />
    </MemoryRouter>
  );
};

// A play function's `findBy…` and `waitFor` wait up to 10 s, not Testing Library's 1 s: under
// `npm test` the stories share two cores with the emulators and the browser tests, and a story
// whose mocked gateway answers in 1.2 s is not a broken story. A play that never finds what it
// waits for still fails, after 10 s.
configure({ asyncUtilTimeout: 10_000 });

const preview: Preview = {
  globalTypes: {
    workspace: {
      description: 'Workspace (brand) the story is shown in',
      toolbar: {
        title: 'Workspace',
        icon: 'paintbrush',
        items: WORKSPACES.map((value) => ({ value, title: value })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { workspace: 'Redress' },
  decorators: [withWorkspace],
  loaders: [mswLoader()],
  parameters: {
    // MSW answers the gateway in every story (each domain's success); a story replaces `gateway`.
    msw: { handlers: { gateway: handlers } },
    layout: 'fullscreen',
    controls: { expanded: true },
  },
};

export default preview;
