import { afterEach, describe, expect, it, vi } from 'vitest';
import { prepareFormats } from './index';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** Intl with its number and date formats recording the languages they are built for. */
function recordingIntl(): string[] {
  const built: string[] = [];
  const { NumberFormat, DateTimeFormat } = Intl;
  vi.stubGlobal('Intl', {
    NumberFormat: class extends NumberFormat {
      constructor(language: string) {
        super(language);
        built.push(`number ${language}`);
      }
    },
    DateTimeFormat: class extends DateTimeFormat {
      constructor(language: string, options: Intl.DateTimeFormatOptions) {
        super(language, options);
        built.push(`date ${language}`);
      }
    },
  });
  return built;
}

describe("readying the language's number and date formats", () => {
  it('builds them once the page is idle, in the language about to show, not at once', () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (work: () => void) => idle.push(work));
    const built = recordingIntl();
    prepareFormats('de');
    expect(built).toEqual([]);
    expect(idle).toHaveLength(1);
    idle[0]!();
    expect(built).toEqual(['number de', 'date de']);
  });

  it('waits for a timer where the browser has no idle callback', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const built = recordingIntl();
    prepareFormats('fr');
    expect(built).toEqual([]);
    vi.runAllTimers();
    expect(built).toEqual(['number fr', 'date fr']);
  });
});
