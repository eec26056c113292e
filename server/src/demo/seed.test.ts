import { describe, expect, it } from 'vitest';
import {
  EventType,
  PdfDefinition,
  ResponseType,
  ScenarioFile,
  inferResponseType,
} from '@dojo/protocol';
import { DEMO_PDFS } from './library';
import { DEMO_SCENARIO } from '@dojo/protocol';

describe('the demo scenario', () => {
  it('is a valid scenario file', () => {
    expect(ScenarioFile.safeParse(DEMO_SCENARIO).error).toBeUndefined();
  });

  it('uses every event type', () => {
    const types = new Set(DEMO_SCENARIO.scenario.map((event) => event.type));
    expect([...types].sort()).toEqual([...EventType.options].sort());
  });

  it('uses every response type, each consistent with its stored options', () => {
    const types = new Set(DEMO_SCENARIO.scenario.map((event) => event.responseType));
    expect([...types].sort()).toEqual([...ResponseType.options].sort());
    for (const event of DEMO_SCENARIO.scenario) {
      expect(inferResponseType(event.options)).toBe(event.responseType);
    }
  });

  it('has a Preset event, a Noise event, a team question and a timing branch', () => {
    const events = DEMO_SCENARIO.scenario;
    expect(events.some((event) => event.section === 'Preset')).toBe(true);
    expect(events.some((event) => event.section === 'Noise')).toBe(true);
    expect(events.some((event) => event.team === 'true')).toBe(true);
    expect(events.some((event) => event.nextIfLate || event.nextIfEarly)).toBe(true);
  });

  it('only points at events that exist, or at -1 and /0', () => {
    const ids = new Set(DEMO_SCENARIO.scenario.map((event) => event.id));
    const targets = DEMO_SCENARIO.scenario.flatMap((event) => [
      event.next,
      event.nextIfLate,
      event.nextIfEarly,
      ...(event.responseType === 'option'
        ? (JSON.parse(event.options ?? '[]') as { next?: string }[]).map((o) => o.next)
        : []),
    ]);
    for (const target of targets) {
      if (target === undefined || target === -1 || target === '/0') continue;
      expect(ids.has(String(target))).toBe(true);
    }
  });

  it('ships valid PDFs, one of them a form', () => {
    for (const pdf of DEMO_PDFS) expect(PdfDefinition.safeParse(pdf).success).toBe(true);
    expect(DEMO_PDFS.some((pdf) => pdf.type === 'Form' && pdf.fields.length === 3)).toBe(true);
  });
});
