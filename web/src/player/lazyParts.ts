import { lazyNamed } from '../shared/lazy';

/*
 * The parts of the player's page that the first screen does not need, each its own chunk,
 * downloaded when first shown (docs/ARCHITECTURE.md, "What the browser downloads"): the
 * inbox list shows the first event without the reading pane's HTML sanitiser, answer forms
 * or drag and drop.
 */
export const MailReader = lazyNamed(() => import('./inbox/MailReader'), 'MailReader');
export const AlertView = lazyNamed(() => import('./alert/AlertView'), 'AlertView');
export const NdaScreen = lazyNamed(() => import('./gate/NdaScreen'), 'NdaScreen');
export const SocialView = lazyNamed(() => import('./social/SocialView'), 'SocialView');
export const NewsView = lazyNamed(() => import('./news/NewsView'), 'NewsView');
export const NotesView = lazyNamed(() => import('./notes/NotesView'), 'NotesView');
export const SettingsView = lazyNamed(() => import('./settings/SettingsView'), 'SettingsView');
export const ResultScreen = lazyNamed(() => import('./end/ResultScreen'), 'ResultScreen');
/** The live region: nothing is announced on the first load, so it may arrive just after. */
export const Announcer = lazyNamed(() => import('./main/Announcer'), 'Announcer');
export const ReorderAnswer = lazyNamed(() => import('./respond/ReorderAnswer'), 'ReorderAnswer');
