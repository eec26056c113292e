import { SAMPLE_HEADS, tinyPng } from './mediaSamples';
import { DETAILS, EVENTS } from './scenarioSamples';
import { asAdmin, type Builder } from './matrixWorld';

/** A one-row MSEL sheet, as the editor sends it (docs/msel.md). */
const MATRIX_MSEL = {
  format: 'csv',
  content: Buffer.from('Time,From,Channel,Body\n0,Sam Patel,email,Matrix inject\n').toString(
    'base64',
  ),
  organisation: 'Exercise Control',
};

/**
 * The authorisation matrix's requests of the back office's calls (matrixRequests.ts): the
 * scenario editor, its organisations and personas.
 */
export const EDITOR_REQUESTS: Readonly<Record<string, Builder>> = {
  // scenario editor
  'POST /api/saveFile': (_world, { n }) => ({
    fileName: `matrixFile${n}`,
    scenario: EVENTS,
    ...DETAILS,
  }),
  'POST /api/loadFile': (world) => ({ filename: world.scenario }),
  'POST /api/saveTranslation': async (world) => {
    const loaded = await asAdmin(world, '/api/loadFile', { filename: world.scenario });
    return {
      fileName: world.scenario,
      language: 'fr',
      translation: { events: {}, personas: {}, pdfs: {} },
      // Translations keep their own counter, beside the draft's revision (docs/translations.md).
      baseRevision: (loaded as { translationsVersion: number }).translationsVersion,
    };
  },
  'POST /api/removeScenario': async (world, { n }) => {
    await asAdmin(world, '/api/saveFile', {
      fileName: `matrixGone${n}`,
      scenario: EVENTS,
      ...DETAILS,
    });
    return { filename: `matrixGone${n}` };
  },
  'POST /api/previousVersions': (world) => ({ filename: world.scenario, directory: 'scenarios' }),
  'POST /api/removedItems': () => ({ directory: 'scenarios' }),
  'POST /api/restoreVersion': async (world, { n }) => {
    await asAdmin(world, '/api/saveFile', {
      fileName: `matrixBack${n}`,
      scenario: EVENTS,
      ...DETAILS,
    });
    await asAdmin(world, '/api/removeScenario', { filename: `matrixBack${n}` });
    return { directory: 'scenarios', filename: `matrixBack${n}-v1` };
  },
  'POST /api/publishScenario': async (world, { n }) => {
    const body = { fileName: `matrixDraft${n}`, scenario: EVENTS, ...DETAILS, draft: true };
    await asAdmin(world, '/api/saveFile', body);
    return { fileName: `matrixDraft${n}` };
  },
  'POST /api/saveNamedVersion': async (world, { n }) => {
    const body = { fileName: `matrixNamed${n}`, scenario: EVENTS, ...DETAILS, draft: true };
    await asAdmin(world, '/api/saveFile', body);
    return { fileName: `matrixNamed${n}`, label: 'Before the review' };
  },
  'POST /api/saveSection': (_world, { n }) => ({ fileName: `matrixSection${n}`, scenario: EVENTS }),
  'POST /api/loadSection': async (world, { n }) => {
    await asAdmin(world, '/api/saveSection', { fileName: `matrixLoad${n}`, scenario: EVENTS });
    return { filename: `matrixLoad${n}` };
  },
  'POST /api/removeSection': async (world, { n }) => {
    await asAdmin(world, '/api/saveSection', { fileName: `matrixCut${n}`, scenario: EVENTS });
    return { filename: `matrixCut${n}` };
  },
  'POST /api/savePDF': (_world, { n }) => ({
    title: 'Matrix memo',
    content: '<p>Memo</p>',
    type: 'Document',
    filename: `matrixPdf${n}`,
  }),
  'POST /api/loadPDF': () => ({ filename: 'ransomwarePlaybook' }),
  'POST /api/uploadImage': (_world, { n }) => ({
    fields: { chosenOption: 'Content Image', imageName: `Matrix board ${n}` },
    file: { field: 'myFile', bytes: tinyPng(), name: 'board.png', type: 'image/png' },
  }),
  'POST /api/uploadVideo': (_world, { n }) => ({
    fields: { videoName: `Matrix clip ${n}` },
    file: { field: 'myFile', bytes: SAMPLE_HEADS.mp4, name: 'clip.mp4', type: 'video/mp4' },
  }),
  'POST /api/exportScenario': (world) => ({ filename: world.scenario }),
  'POST /api/importScenario': (world, { n }) => ({
    file: { ...world.exported, fileName: `matrixImport${n}` },
  }),
  'POST /api/previewMsel': () => MATRIX_MSEL,
  'POST /api/importMsel': (_world, { n }) => ({ ...MATRIX_MSEL, fileName: `matrixMsel${n}` }),
  'POST /api/exportMsel': (world) => ({ filename: world.scenario, format: 'csv' }),

  // organisations and personas
  'POST /api/createOrganisation': (_world, { n }) => ({ name: `Matrix Org ${n}` }),
  'POST /api/editOrganisation': async (world, { n }) => {
    await asAdmin(world, '/api/createOrganisation', { name: `Matrix Edit ${n}` });
    return { old: `Matrix Edit ${n}`, name: `Matrix Edited ${n}` };
  },
  'POST /api/removeOrganisation': async (world, { n }) => {
    await asAdmin(world, '/api/createOrganisation', { name: `Matrix Drop ${n}` });
    return { filename: `Matrix Drop ${n}` };
  },
  'POST /api/createPersona': async (world, { n }) => {
    await asAdmin(world, '/api/createOrganisation', { name: `Matrix Home ${n}` });
    return {
      org: `Matrix Home ${n}`,
      name: `Persona ${n}`,
      email: 'persona@org.example',
      role: 'CISO',
    };
  },
  'POST /api/editPersona': async (world, { n }) => {
    const org = `Matrix People ${n}`;
    await asAdmin(world, '/api/createOrganisation', { name: org });
    await asAdmin(world, '/api/createPersona', {
      org,
      name: 'Old',
      email: 'o@org.example',
      role: 'CTO',
    });
    return { org, newOrg: org, persona: 'Old', name: 'New', email: 'n@org.example', role: 'CTO' };
  },
  'POST /api/removePersona': async (world, { n }) => {
    const org = `Matrix Staff ${n}`;
    await asAdmin(world, '/api/createOrganisation', { name: org });
    await asAdmin(world, '/api/createPersona', {
      org,
      name: 'Gone',
      email: 'g@org.example',
      role: 'CFO',
    });
    return { org, persona: 'Gone' };
  },
};
