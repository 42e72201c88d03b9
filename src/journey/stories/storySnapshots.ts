import { storySnapshots } from './storyPaths';

/**
 * The wizard stories' starts (see `storySnapshots`), computed when imported. Stories import them as
 * `virtual:redress-story-snapshots`: Storybook's build serves this module's value as JSON
 * (stories/support/storySnapshots.mjs), and the component tests map the name to this file.
 */
export default storySnapshots();
