import type { StatusType } from '@dojo/protocol';

/** How long a success message stays before it fades, and how long the fade takes. */
export const SUCCESS_VISIBLE_MS = 4000;
export const SUCCESS_FADE_MS = 600;

export interface StatusMessage {
  kind: StatusType;
  text: string;
  /** Set while a success message fades out (the banner animates its opacity). */
  fading: boolean;
  /** Tells two equal messages apart, so a repeated message restarts its fade. */
  serial: number;
}

export interface StatusSlice {
  message: StatusMessage | null;
  /** Shows a message; a success one fades and clears by itself, the others stay. */
  showMessage(kind: StatusType, text: string): void;
  /** Clicking a message dismisses it. */
  dismissMessage(): void;
}

type Set = (partial: { message: StatusMessage | null }) => void;
type Get = () => { message: StatusMessage | null };

/** The editor's status line (docs/scenario-editor.md, "Status line": failed, success, warning). */
export function createStatusSlice(set: Set, get: Get): StatusSlice {
  let serial = 0;
  let timers: ReturnType<typeof setTimeout>[] = [];
  const clearTimers = () => {
    timers.forEach(clearTimeout);
    timers = [];
  };
  return {
    message: null,
    showMessage(kind, text) {
      clearTimers();
      serial += 1;
      const mine = serial;
      set({ message: { kind, text, fading: false, serial: mine } });
      if (kind !== 'success') return;
      timers.push(
        setTimeout(() => {
          const current = get().message;
          if (current?.serial === mine) set({ message: { ...current, fading: true } });
        }, SUCCESS_VISIBLE_MS),
        setTimeout(() => {
          if (get().message?.serial === mine) set({ message: null });
        }, SUCCESS_VISIBLE_MS + SUCCESS_FADE_MS),
      );
    },
    dismissMessage() {
      clearTimers();
      set({ message: null });
    },
  };
}
