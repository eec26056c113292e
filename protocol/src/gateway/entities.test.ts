import { describe, expect, it } from 'vitest';
import { messagesFor } from '../core/issues';
import { createClient, updateClient } from './rest';

const client = {
  name: 'acme',
  email: 'it@acme.test',
  configuration: { branding_logo_url: 'https://cdn.acme.test/logo.png', nda_text: '<p>NDA</p>' },
};

describe('createClient and updateClient', () => {
  it('accept a client with a logo and an NDA text, and one without a logo', () => {
    expect(messagesFor(createClient.request, client)).toEqual([]);
    const noLogo = { ...client, configuration: { branding_logo_url: '', nda_text: '' } };
    expect(messagesFor(updateClient.request, noLogo)).toEqual([]);
  });

  it('rejects a missing name with "Please provide name!"', () => {
    expect(messagesFor(createClient.request, { ...client, name: ' ' })).toEqual([
      'Please provide name!',
    ]);
  });

  it('rejects a missing email with "Please provide email!"', () => {
    expect(messagesFor(createClient.request, { ...client, email: '' })).toEqual([
      'Please provide email!',
    ]);
  });

  it('rejects "it@acme" with "Please provide valid email!"', () => {
    expect(messagesFor(createClient.request, { ...client, email: 'it@acme' })).toEqual([
      'Please provide valid email!',
    ]);
  });

  it('rejects a logo that is not a URL with "Invalid Url for LOGO!"', () => {
    const configuration = { ...client.configuration, branding_logo_url: 'logo.png' };
    expect(messagesFor(createClient.request, { ...client, configuration })).toEqual([
      'Invalid Url for LOGO!',
    ]);
  });
});
