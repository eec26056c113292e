import { z } from 'zod';
import { call } from '../core/call';
import { Status, Token, TokenBody, requiredText } from '../core/status';
import {
  ImageType,
  PdfDefinition,
  PdfFileName,
  ScenarioDetails,
  ScenarioEvent,
  ScenarioFile,
  ScenarioFileName,
  ScenarioVersion,
  VersionDirectory,
} from './entities';

/** The editor calls (editor spec §7). Every one carries the editor's token in the body. */

const scenarioName = requiredText('Please Select a Scenario');
const sectionName = requiredText('Please Select a Section');
const NOT_SHOWN = 'The spec does not show the answer; ours is {type, data}.';

export const files = call('POST', '/api/files', TokenBody, z.array(z.string()));

export const saveFile = call(
  'POST',
  '/api/saveFile',
  ScenarioDetails.extend({
    token: Token,
    fileName: ScenarioFileName,
    scenario: z.array(ScenarioEvent),
  }),
  Status,
);

export const loadFile = call(
  'POST',
  '/api/loadFile',
  z.object({ filename: scenarioName, token: Token }),
  ScenarioFile,
);

export const removeScenario = call(
  'POST',
  '/api/removeScenario',
  z.object({ filename: scenarioName, token: Token }),
  Status,
  { note: `${NOT_SHOWN} Success data is 'Scenario deleted'.` },
);

export const sections = call('POST', '/api/sections', TokenBody, z.array(z.string()));

/** A section travels as `scenario` (its events), like a whole scenario does. */
export const saveSection = call(
  'POST',
  '/api/saveSection',
  z.object({ fileName: ScenarioFileName, scenario: z.array(ScenarioEvent), token: Token }),
  Status,
);

export const loadSection = call(
  'POST',
  '/api/loadSection',
  z.object({ filename: sectionName, token: Token }),
  z.array(ScenarioEvent),
);

export const removeSection = call(
  'POST',
  '/api/removeSection',
  z.object({ filename: sectionName, token: Token }),
  Status,
);

export const previousVersions = call(
  'POST',
  '/api/previousVersions',
  z.object({ token: Token, filename: z.string(), directory: VersionDirectory }),
  z.array(ScenarioVersion),
  { note: 'The spec does not show a version entry; ScenarioVersion is ours.' },
);

/** The media library: file names the editor, the PDF editor and events pick from. */
export const images = call('POST', '/api/images', TokenBody, z.array(z.string()));

export const pdf = call('POST', '/api/pdf', TokenBody, z.array(z.string()));

export const savePDF = call(
  'POST',
  '/api/savePDF',
  PdfDefinition.omit({ fileName: true }).extend({ filename: PdfFileName, token: Token }),
  Status,
  { note: NOT_SHOWN },
);

/** Shared by the PDF editor and the player (portal spec §7): one declaration. */
export const loadPDF = call(
  'POST',
  '/api/loadPDF',
  z.object({ filename: requiredText('Please Select a PDF'), token: Token }),
  PdfDefinition,
  { note: 'The spec does not show the answer; ours is the PdfDefinition.' },
);

const UPLOAD_NOTE =
  'The legacy form sends no token; ours takes it as an optional `token` text field. ' +
  'The spec does not show the answer; ours is {type, data}.';

/** Also used by New Persona with chosenOption 'Profile Picture' (admin spec §7). */
export const uploadImage = call(
  'POST',
  '/api/uploadImage',
  z.object({ chosenOption: ImageType, imageName: z.string(), token: Token.optional() }),
  Status,
  { body: 'multipart', fileField: 'myFile', note: UPLOAD_NOTE },
);

/** Video or audio. */
export const uploadVideo = call(
  'POST',
  '/api/uploadVideo',
  z.object({ videoName: z.string(), token: Token.optional() }),
  Status,
  { body: 'multipart', fileField: 'myFile', note: UPLOAD_NOTE },
);
