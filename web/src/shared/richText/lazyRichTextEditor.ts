import { lazyPart } from '../lazy';

/** The rich text editor brings lexical: its own chunk, loaded when a form first shows it. */
export const RichTextEditor = lazyPart(
  () => import('./RichTextEditor'),
  'RichTextEditor',
  'the editor',
);
