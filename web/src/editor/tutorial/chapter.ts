import type { ReactNode } from 'react';

/** One chapter of the authoring guide: its anchor, its heading and its text. */
export interface TutorialChapter {
  id: string;
  title: string;
  body: ReactNode;
}
