import { createContext, useContext } from 'react';
import type {
  EventAnswer,
  Language,
  NextRef,
  PassResult,
  PdfDefinition,
  ScenarioEvent,
} from '@dojo/protocol';

/**
 * Everything the main view asks of the exercise behind it. The live exercise talks to the
 * server (liveBackend.ts); the tutorial answers in the browser (tutorialBackend.ts), so the
 * same screens serve both. Methods throw an Error whose message is shown to the player.
 */
export interface PlayerBackend {
  /** 'live' or 'tutorial': the result screen and a few labels differ. */
  mode: 'live' | 'tutorial';
  /** The name the player is known by (e-mail, participant id or alias). */
  player: string;
  respond(event: ScenarioEvent, answer: EventAnswer, next: NextRef): Promise<void>;
  markRead(event: ScenarioEvent): Promise<void>;
  /** The Social tab was opened: its posts count as read. */
  readSocial(): Promise<void>;
  /** Likes or unlikes a post, or one of its comments. */
  like(event: ScenarioEvent, commentIndex?: number): Promise<void>;
  comment(event: ScenarioEvent, content: string): Promise<void>;
  getDraft(event: ScenarioEvent): Promise<string>;
  setDraft(event: ScenarioEvent, text: string): Promise<void>;
  getNotes(): Promise<string>;
  saveNotes(notes: string): Promise<void>;
  loadPdf(fileName: string): Promise<PdfDefinition>;
  /** The score once the run is finished; null for the tutorial. */
  passed(): Promise<PassResult | null>;
  /** Keeps the player's language on their record (live only; docs/languages.md). */
  setLanguage?(language: Language): Promise<void>;
  /** Re-reads the whole inbox; answers the events that are new since the last read. */
  refresh(): Promise<ScenarioEvent[]>;
  /**
   * Applies the page's first inbox read at once when it has already arrived (read early,
   * beside the link's check: ../gate/linkCheck.ts) and answers its events; undefined when it
   * has not, and the first read is `refresh`.
   */
  applyArrivedInbox?(): ScenarioEvent[] | undefined;
}

export const BackendContext = createContext<PlayerBackend | null>(null);

export function useBackend(): PlayerBackend {
  const backend = useContext(BackendContext);
  if (!backend) throw new Error('useBackend needs a BackendContext provider');
  return backend;
}
