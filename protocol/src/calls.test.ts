import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allCalls, callsByFeature } from './calls';

/** Every call the three specs document, as listed in docs/player-api.md, docs/editor-api.md, docs/admin.md and docs/portal.md. */
const DOCUMENTED = {
  'portal-and-player.md': [
    'POST /api/loginCustomer',
    'POST /api/agreeNDA',
    'POST /api/getTrainers',
    'POST /api/getIdentifiers',
    'POST /api/getClientScenarios',
    'GET /api/getPortalScenarios',
    'POST /api/createOrder',
    'POST /api/getCustomerData',
    'POST /api/getReports',
    'POST /api/getResponses',
    'POST /api/getCredits',
    'POST /api/sendReminder',
    'POST /api/loadPDF',
    'POST /api/loginToken',
    'POST /api/getMail',
    'POST /api/getMailFacilitated',
    'POST /api/setResponse',
    'POST /api/getDraft',
    'POST /api/setDraft',
    'POST /api/getPassed',
    'POST /api/markRead',
    'POST /api/likeSocial',
    'POST /api/addSocial',
    'POST /api/readTweets',
    'POST /api/getNotes',
    'POST /api/updateNotes',
    'POST /api/getOrganisations',
    'POST /api/images',
    'POST /api/pdf',
  ],
  'scenario-editor.md': [
    'POST /api/files',
    'POST /api/saveFile',
    'POST /api/loadFile',
    'POST /api/removeScenario',
    'POST /api/sections',
    'POST /api/saveSection',
    'POST /api/loadSection',
    'POST /api/removeSection',
    'POST /api/previousVersions',
    'POST /api/images',
    'POST /api/pdf',
    'POST /api/savePDF',
    'POST /api/loadPDF',
    'POST /api/uploadImage',
    'POST /api/uploadVideo',
  ],
  'admin-gateway-facilitator.md': [
    'POST /api/createIndividualAccount',
    'POST /api/createSubAccount',
    'POST /api/getCustomers',
    'POST /api/getCustomersIncludingSubs',
    'POST /api/getCustomer',
    'GET /api/getClients',
    'POST /api/getCredits',
    'POST /api/modifyCredits',
    'POST /api/addScenarioToClient',
    'POST /api/removeScenarioFromClient',
    'POST /api/getPrivate',
    'POST /api/modifyPrivate',
    'POST /api/hideEmailAddress',
    'POST /api/changeCustomerEmail',
    'POST /api/createOrder',
    'POST /api/createFacilitate',
    'POST /api/getExercises',
    'POST /api/shortenURL',
    'POST /api/removeExercise',
    'POST /api/getAllExercises',
    'POST /api/getShortened',
    'POST /api/getCampaignDetails',
    'POST /api/sendReminder',
    'POST /api/getReports',
    'POST /api/uploadImage',
    'POST /api/uploadVideo',
    'POST /api/images',
    'POST /api/pdf',
    'PUT /api/updateClient',
    'POST /api/createClient',
    'DELETE /api/deleteClient/:name',
    'POST /api/createOrganisation',
    'POST /api/getOrganisations',
    'POST /api/editOrganisation',
    'POST /api/removeOrganisation',
    'POST /api/createPersona',
    'POST /api/editPersona',
    'POST /api/removePersona',
    'POST /api/loginJWTFacilitator',
    'POST /api/getFacilitatorEvents',
    'POST /api/getParticipants',
    'POST /api/pushFacilitatorEvent',
    'POST /api/retrievePlayers',
    'POST /api/openExercise',
    'POST /api/pauseFacilitated',
    'POST /api/continueFacilitated',
    'POST /api/sendFacilitatorEvents',
    'POST /api/changePlayerTeam',
    'POST /api/resetCampaign',
  ],
} as const;

const declared = allCalls.map((c) => `${c.method} ${c.path}`);

describe('the declared calls', () => {
  it('declares every (method, path) once', () => {
    expect(new Set(declared).size).toBe(declared.length);
  });

  it('puts every path under /api/', () => {
    expect(allCalls.filter((c) => !c.path.startsWith('/api/'))).toEqual([]);
  });

  it('declares at least 85 calls', () => {
    expect(allCalls.length).toBeGreaterThanOrEqual(85);
  });

  it('collects every feature into allCalls', () => {
    const perFeature = Object.values(callsByFeature).map((f) => Object.keys(f).length);
    expect(perFeature.reduce((a, b) => a + b, 0)).toBe(allCalls.length);
  });

  for (const [spec, paths] of Object.entries(DOCUMENTED)) {
    it(`declares every call documented in ${spec}`, () => {
      expect(paths.filter((p) => !declared.includes(p))).toEqual([]);
    });
  }

  it('sends a body only with POST and PUT, and declares the file field of every upload', () => {
    for (const c of allCalls) {
      const bodiless = c.method === 'GET' || c.method === 'DELETE';
      expect(c.body === 'none', `${c.method} ${c.path}`).toBe(bodiless);
      expect(c.body === 'multipart', `${c.path}`).toBe(c.fileField !== undefined);
    }
  });

  it('declares the path parameters of a bodiless call in its request', () => {
    for (const c of allCalls.filter((call) => call.body === 'none')) {
      const params = [...c.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
      const shape = (c.request as z.ZodObject).shape;
      for (const param of params) expect(shape, `${c.path}`).toHaveProperty(param!);
    }
  });
});

describe('JSON Schema output', () => {
  for (const c of allCalls) {
    it(`converts the request and response of ${c.method} ${c.path}`, () => {
      const request = z.toJSONSchema(c.request, { io: 'input', unrepresentable: 'any' });
      const response = z.toJSONSchema(c.response, { io: 'output', unrepresentable: 'any' });
      expect(request).toBeTypeOf('object');
      expect(response).toBeTypeOf('object');
    });
  }

  it('describes every request as an object, so a body or its parameters can be listed', () => {
    for (const c of allCalls) {
      const schema = z.toJSONSchema(c.request, { io: 'input', unrepresentable: 'any' });
      expect(schema.type, `${c.path}`).toBe('object');
    }
  });
});
