import { describe, expect, it } from 'vitest';
import { messagesFor } from '../core/issues';
import { personaPictureName, socialTag } from './entities';
import {
  createOrganisation,
  createPersona,
  editOrganisation,
  editPersona,
  removeOrganisation,
  removePersona,
} from './rest';

describe('organisations', () => {
  it('rejects a blank name with "Organisation name is empty!"', () => {
    expect(messagesFor(createOrganisation.request, { token: 't', name: ' ' })).toEqual([
      'Organisation name is empty!',
    ]);
  });

  it('rejects an edit of nothing with "No organisation selected!"', () => {
    const body = { token: 't', old: '', name: 'Acme', email: '' };
    expect(messagesFor(editOrganisation.request, body)).toEqual(['No organisation selected!']);
  });

  it('rejects removing nothing with "Please select an organisation"', () => {
    expect(messagesFor(removeOrganisation.request, { token: 't', filename: '' })).toEqual([
      'Please select an organisation',
    ]);
  });
});

describe('personas', () => {
  const persona = { token: 't', org: 'Acme', name: 'Ann Lee', email: 'ann@acme.test', role: 'CEO' };

  it('rejects a persona without organisation with "No organisation selected!"', () => {
    expect(messagesFor(createPersona.request, { ...persona, org: '' })).toEqual([
      'No organisation selected!',
    ]);
  });

  it(`rejects a nameless persona with "Persona's name cannot be left empty!"`, () => {
    expect(messagesFor(createPersona.request, { ...persona, name: '' })).toEqual([
      "Persona's name cannot be left empty!",
    ]);
  });

  it('rejects an address without @ with "Email is invalid!"', () => {
    expect(messagesFor(createPersona.request, { ...persona, email: 'ann' })).toEqual([
      'Email is invalid!',
    ]);
  });

  const edit = { ...persona, newOrg: 'Acme', persona: 'Ann Lee' };

  it('rejects an edit of no persona with "A persona needs to be selected"', () => {
    expect(messagesFor(editPersona.request, { ...edit, persona: '' })).toEqual([
      'A persona needs to be selected',
    ]);
  });

  it('rejects an edit to a blank name with "Persona name is empty!"', () => {
    expect(messagesFor(editPersona.request, { ...edit, name: '' })).toEqual([
      'Persona name is empty!',
    ]);
  });

  it('rejects moving a persona to no organisation with "Cannot change new org to none."', () => {
    expect(messagesFor(editPersona.request, { ...edit, newOrg: '' })).toEqual([
      'Cannot change new org to none.',
    ]);
  });

  it('rejects removing nothing with "Please select a persona"', () => {
    const body = { token: 't', org: 'Acme', persona: '' };
    expect(messagesFor(removePersona.request, body)).toEqual(['Please select a persona']);
  });

  it('derives the social tag and the profile picture name', () => {
    expect(socialTag('ann.lee@acme.test')).toBe('ann.lee');
    expect(personaPictureName('Ann Lee')).toBe('AnnLee.png');
  });
});
