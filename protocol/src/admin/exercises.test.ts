import { describe, expect, it } from 'vitest';
import { messagesFor } from '../core/issues';
import { createFacilitate, removeExercise, shortenURL } from './exercises.rest';

const facilitated = {
  token: 't',
  branding: 'acme',
  email: 'lead@acme.test',
  identifier: 'Board drill',
  scenario: 'Ransomware',
  teams: ['Athena', 'Artemis'],
  date: '2026-5-1',
};
const create = createFacilitate.request;

describe('createFacilitate', () => {
  it('accepts a complete facilitated exercise', () => {
    expect(messagesFor(create, facilitated)).toEqual([]);
  });

  it('rejects an address without @ with "Make sure you wrote a valid email address."', () => {
    expect(messagesFor(create, { ...facilitated, email: 'lead' })).toEqual([
      'Make sure you wrote a valid email address.',
    ]);
  });

  it('rejects a 4-character identifier with "The identifier must be at least 5 characters long."', () => {
    expect(messagesFor(create, { ...facilitated, identifier: 'Q1-a' })).toEqual([
      'The identifier must be at least 5 characters long.',
    ]);
  });

  it('rejects a missing scenario with "Select a scenario."', () => {
    expect(messagesFor(create, { ...facilitated, scenario: '' })).toEqual(['Select a scenario.']);
  });

  it('rejects a missing date with "Date not set."', () => {
    expect(messagesFor(create, { ...facilitated, date: '' })).toEqual(['Date not set.']);
  });

  it('rejects a repeated team name with "Dupplicate team name"', () => {
    expect(messagesFor(create, { ...facilitated, teams: ['Athena', 'athena'] })).toEqual([
      'Dupplicate team name',
    ]);
  });

  it('rejects only blank teams with "You need to have at least 1 team in a facilitated exercise"', () => {
    expect(messagesFor(create, { ...facilitated, teams: [' ', ''] })).toEqual([
      'You need to have at least 1 team in a facilitated exercise',
    ]);
  });

  it('drops blank team names', () => {
    expect(create.parse({ ...facilitated, teams: ['Athena', ' ', 'Hades'] }).teams).toEqual([
      'Athena',
      'Hades',
    ]);
  });
});

describe('shortenURL', () => {
  const body = { scenario: 'Ransomware', exercise: 'Board drill', shorten: 'brd', editor: 't' };

  it('accepts a 3-character short token', () => {
    expect(messagesFor(shortenURL.request, body)).toEqual([]);
  });

  it('rejects an empty field with "Please make sure you fill in all the fields"', () => {
    expect(messagesFor(shortenURL.request, { ...body, exercise: '' })).toEqual([
      'Please make sure you fill in all the fields',
    ]);
  });

  it('rejects a 2-character short token with "The shortened token must be at least 3 charcter"', () => {
    expect(messagesFor(shortenURL.request, { ...body, shorten: 'br' })).toEqual([
      'The shortened token must be at least 3 charcter',
    ]);
  });
});

describe('removeExercise', () => {
  it('rejects no exercise with "No exercise selected"', () => {
    const body = { token: 't', scenario: 'Ransomware', exercise: '' };
    expect(messagesFor(removeExercise.request, body)).toEqual(['No exercise selected']);
  });
});
