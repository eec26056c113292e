import type { Organisation } from '../../organisations/entities';
import type { ScenarioEvent } from '../event.entities';
import type { PdfDefinition } from '../pdf.entities';
import { parseResponseOptions } from '../options';
import { NOISE_SECTION, PRESET_SECTION } from '../constants';
import { responseTypeOf } from './fields';
import type { EditorScenario } from './load';

/**
 * What a save would otherwise drop or break silently, found against the library (the
 * organisations and PDFs as they are now). These are publication warnings: Visible needs
 * "publish anyway" while any remain (docs/editor-api.md, "Publishing").
 */

/** What the findings are checked against. */
export interface PublicationLibrary {
  organisations: readonly Organisation[];
  pdfs: readonly Pick<PdfDefinition, 'fileName' | 'type'>[];
}

const name = (event: Pick<ScenarioEvent, 'id' | 'subject'>) => {
  const subject = event.subject?.trim() ?? '';
  return subject ? `Event (${event.id}) ${subject}` : `Event (${event.id})`;
};

export const PUBLICATION_MESSAGES = {
  noOptions: (event: ScenarioEvent, type: string) =>
    `${name(event)} is ${type === 'option' ? 'an' : 'a'} ${type} question with no options: players cannot answer it.`,
  noForm: (event: ScenarioEvent) =>
    `${name(event)} asks for a form but names none: players cannot answer it.`,
  unknownForm: (event: ScenarioEvent, form: string) =>
    `${name(event)} asks for the form ${form}, which does not exist.`,
  documentForm: (event: ScenarioEvent, form: string) =>
    `${name(event)} asks for the form ${form}, which is a Document, not a Form.`,
  unknownPdf: (event: ScenarioEvent, pdf: string) =>
    `${name(event)} attaches the PDF ${pdf}, which does not exist.`,
  goneSender: (event: ScenarioEvent) =>
    `${name(event)} is sent by ${event.name ?? ''} of ${event.organisation ?? ''}, who no longer exists.`,
  emptySection: (section: string) =>
    `Section ${section} has no events: it is not saved (sections exist through their events).`,
  /** The answer's summary lines when Visible was asked for and not granted. */
  refused: 'Saved hidden: fix these before publishing.',
  needsAnyway: 'Saved hidden: publish anyway to publish it with these warnings.',
} as const;

const LIST_TYPES = new Set(['option', 'checkbox', 'reorder', 'random']);

function answerFindings(event: ScenarioEvent, library: PublicationLibrary): string[] {
  const type = event.responseType ?? responseTypeOf(event);
  if (LIST_TYPES.has(type) && parseResponseOptions(event.options).length === 0) {
    return [PUBLICATION_MESSAGES.noOptions(event, type)];
  }
  if (type !== 'form') return [];
  const form = event.options?.trim() ?? '';
  if (form === '' || form === 'text') return [PUBLICATION_MESSAGES.noForm(event)];
  const pdf = library.pdfs.find((candidate) => candidate.fileName === form);
  if (!pdf) return [PUBLICATION_MESSAGES.unknownForm(event, form)];
  return pdf.type === 'Form' ? [] : [PUBLICATION_MESSAGES.documentForm(event, form)];
}

function attachmentFindings(event: ScenarioEvent, library: PublicationLibrary): string[] {
  return [event.pdf, event.pdf2]
    .map((pdf) => pdf?.trim() ?? '')
    .filter((pdf) => pdf !== '' && pdf !== '-1')
    .filter((pdf) => !library.pdfs.some((candidate) => candidate.fileName === pdf))
    .map((pdf) => PUBLICATION_MESSAGES.unknownPdf(event, pdf));
}

/** True when the event names a persona its organisation no longer has. */
export function senderIsGone(event: ScenarioEvent, organisations: readonly Organisation[]) {
  const persona = event.name?.trim() ?? '';
  if (persona === '') return false;
  const organisation = organisations.find((org) => org.name === event.organisation);
  return !organisation?.personas.some((candidate) => candidate.name === persona);
}

/** Every finding, event by event, in the scenario's order. */
export function libraryFindings(
  events: readonly ScenarioEvent[],
  library: PublicationLibrary,
): string[] {
  return events.flatMap((event) => [
    ...answerFindings(event, library),
    ...attachmentFindings(event, library),
    ...(senderIsGone(event, library.organisations) ? [PUBLICATION_MESSAGES.goneSender(event)] : []),
  ]);
}

/**
 * The events that send from an organisation (or one of its personas): what a rename or a
 * removal leaves without a sender, one line each, '{scenario}: Event ({id}) {subject}
 * ({persona} of {organisation})'.
 */
export function eventsSendingFrom(
  scenarios: readonly { fileName: string; scenario: readonly ScenarioEvent[] }[],
  sender: { organisation: string; persona?: string },
): string[] {
  const same = (a: string | undefined, b: string) =>
    (a ?? '').trim().toLowerCase() === b.trim().toLowerCase();
  return scenarios.flatMap(({ fileName, scenario }) =>
    scenario
      .filter((event) => same(event.organisation, sender.organisation))
      .filter((event) => sender.persona === undefined || same(event.name, sender.persona))
      .map(
        (event) =>
          `${fileName}: ${name(event)} (${event.name ?? ''} of ${event.organisation ?? ''})`,
      ),
  );
}

/**
 * The editor's main sections with no events: a file keeps sections only through their events,
 * so saving drops these (Preset and Noise are always offered again on load).
 */
export function emptySectionWarnings(scenario: Pick<EditorScenario, 'sections' | 'events'>) {
  return scenario.sections
    .filter((section) => section !== PRESET_SECTION && section !== NOISE_SECTION)
    .filter((section) => !scenario.events.some((event) => event.section === section))
    .map(PUBLICATION_MESSAGES.emptySection);
}

/** 'Event ({id}) {subject}': how every finding names an event. */
export { name as eventLabel };
