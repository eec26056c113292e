import { describe, expect, it } from 'vitest';
import {
  checkCreateOrganisation,
  checkCreatePersona,
  checkEditOrganisation,
  checkEditPersona,
  checkRemoveOrganisation,
  checkRemovePersona,
} from './organisationChecks';

const token = 'editor-token';

describe('organisation checks', () => {
  it('rejects a blank name with "Organisation name is empty!"', () => {
    expect(checkCreateOrganisation({ token, name: '  ' })).toBe('Organisation name is empty!');
  });

  it('accepts a name without an e-mail', () => {
    expect(checkCreateOrganisation({ token, name: 'Acme Corp' })).toBeNull();
  });

  it('rejects a given e-mail without @ with "Email is invalid!", as the server does', () => {
    expect(checkCreateOrganisation({ token, name: 'Acme', email: 'acme.example' })).toBe(
      'Email is invalid!',
    );
  });

  it('rejects an edit with nothing selected with "No organisation selected!"', () => {
    expect(checkEditOrganisation({ token, old: '', name: 'Acme' })).toBe(
      'No organisation selected!',
    );
  });

  it('rejects an edit to a blank name with "Organisation name is empty!"', () => {
    expect(checkEditOrganisation({ token, old: 'Acme', name: '' })).toBe(
      'Organisation name is empty!',
    );
  });

  it('rejects removing nothing with "Please select an organisation"', () => {
    expect(checkRemoveOrganisation({ token, filename: '' })).toBe('Please select an organisation');
  });
});

describe('persona checks', () => {
  const persona = { token, org: 'Acme', name: 'Ann Lee', email: 'ann@acme.example', role: 'CEO' };

  it('accepts a complete persona', () => {
    expect(checkCreatePersona(persona)).toBeNull();
  });

  it('rejects a persona without organisation with "No organisation selected!"', () => {
    expect(checkCreatePersona({ ...persona, org: '' })).toBe('No organisation selected!');
  });

  it(`rejects a nameless persona with "Persona's name cannot be left empty!"`, () => {
    expect(checkCreatePersona({ ...persona, name: ' ' })).toBe(
      "Persona's name cannot be left empty!",
    );
  });

  it('rejects an e-mail without @ with "Email is invalid!"', () => {
    expect(checkCreatePersona({ ...persona, email: 'ann' })).toBe('Email is invalid!');
  });

  const edit = { ...persona, newOrg: 'Acme', persona: 'Ann Lee' };

  it('rejects an edit with no persona selected with "A persona needs to be selected"', () => {
    expect(checkEditPersona({ ...edit, persona: '' })).toBe('A persona needs to be selected');
  });

  it('rejects an edit to a blank name with "Persona name is empty!"', () => {
    expect(checkEditPersona({ ...edit, name: '' })).toBe('Persona name is empty!');
  });

  it('rejects moving to no organisation with "Cannot change new org to none."', () => {
    expect(checkEditPersona({ ...edit, newOrg: '' })).toBe('Cannot change new org to none.');
  });

  it('rejects removing nothing with "Please select a persona"', () => {
    expect(checkRemovePersona({ token, org: 'Acme', persona: '' })).toBe('Please select a persona');
  });
});
