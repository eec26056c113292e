import { describe, expect, it } from 'vitest';
import { asksBeforeLeaving, asksBeforeLeavingPage } from './leaveWarning';

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

describe('asksBeforeLeavingPage', () => {
  const createOrganisation = { pathname: '/editor/Organisation/CreateOrganisation', search: '' };

  it('asks before another section opens while an organisation form has unsaved values', () => {
    expect(
      asksBeforeLeavingPage(true, createOrganisation, { pathname: '/editor/PDF', search: '' }),
    ).toBe(true);
  });

  it('asks before another Organisation tab, or another choice from the list, replaces the form', () => {
    const editPersona = { pathname: '/editor/Organisation/EditPersona', search: '' };
    expect(asksBeforeLeavingPage(true, createOrganisation, editPersona)).toBe(true);
    expect(
      asksBeforeLeavingPage(
        true,
        { ...editPersona, search: '?organisation=Acme' },
        { ...editPersona, search: '?organisation=Acme&persona=Sam' },
      ),
    ).toBe(true);
  });

  it('never asks when the form holds nothing unsaved, or the place does not change', () => {
    expect(
      asksBeforeLeavingPage(false, createOrganisation, { pathname: '/editor/PDF', search: '' }),
    ).toBe(false);
    expect(asksBeforeLeavingPage(true, createOrganisation, { ...createOrganisation })).toBe(false);
  });
});
