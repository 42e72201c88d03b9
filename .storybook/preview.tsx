import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { useLayoutEffect } from 'react';
import { GlobalStyle } from '../src/ui/GlobalStyle';
import { WORKSPACES, applyBrandToDocument, brandForGlobals } from '../stories/support/workspace';

/** Shows every story in the workspace chosen in the toolbar: theme class, favicon and title. */
const withWorkspace: Decorator = (Story, context) => {
  const brand = brandForGlobals(context.globals);
  useLayoutEffect(() => {
    applyBrandToDocument(brand, document);
  }, [brand]);
  return (
    <>
      <GlobalStyle />
      <Story />
    </>
  );
};

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
    layout: 'fullscreen',
    controls: { expanded: true },
  },
};

export default preview;
