import { describe, expect, it } from 'vitest';
import { asksBeforeLeaving } from './leaveWarning';

describe('asksBeforeLeaving', () => {
  it('asks before another section opens while the scenario has unsaved changes', () => {
    expect(asksBeforeLeaving(true, '/editor/Scenario', '/editor/Organisation')).toBe(true);
  });

  it('asks before another section opens while the PDF draft has unsaved changes', () => {
    expect(asksBeforeLeaving(true, '/editor/PDF', '/editor/Scenario/LoadScenario')).toBe(true);
  });

  it('lets the author move between the section’s own tabs', () => {
    expect(asksBeforeLeaving(true, '/editor/Scenario', '/editor/Scenario')).toBe(false);
    expect(asksBeforeLeaving(true, '/editor/Scenario', '/editor/Scenario/ShowLayout')).toBe(false);
  });

  it('does not take a section whose name starts the same for the section itself', () => {
    expect(asksBeforeLeaving(true, '/editor/PDF', '/editor/PDFs')).toBe(true);
  });

  it('never asks when everything is saved', () => {
    expect(asksBeforeLeaving(false, '/editor/PDF', '/editor/Tutorial')).toBe(false);
  });
});
