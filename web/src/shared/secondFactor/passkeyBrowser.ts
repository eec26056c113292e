import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { t } from '../i18n';

/*
 * The browser's half of a passkey ceremony through @simplewebauthn/browser, loaded on first
 * use so no login page's first load carries it (docs/auth.md, "Passkeys"). A browser that
 * refuses answers an Error worded for people.
 */

/** Why the browser made no passkey, or used none, in the product's words. */
function refusal(error: unknown, cancelled: string): Error {
  const name = error instanceof Error ? error.name : '';
  if (name === 'InvalidStateError') return new Error(t('passkeys.onDevice'));
  if (name === 'NotSupportedError') return new Error(t('passkeys.unsupported'));
  return new Error(cancelled);
}

async function library() {
  const webauthn = await import('@simplewebauthn/browser');
  if (!webauthn.browserSupportsWebAuthn()) throw new Error(t('passkeys.unsupported'));
  return webauthn;
}

/** Makes a passkey for these options (the server's). */
export async function createPasskey(options: PublicKeyCredentialCreationOptionsJSON) {
  const { startRegistration } = await library();
  return startRegistration({ optionsJSON: options }).catch((error: unknown) => {
    throw refusal(error, t('passkeys.cancelled'));
  });
}

/** Signs the server's challenge with one of the account's passkeys. */
export async function signWithPasskey(options: PublicKeyCredentialRequestOptionsJSON) {
  const { startAuthentication } = await library();
  return startAuthentication({ optionsJSON: options }).catch((error: unknown) => {
    throw refusal(error, t('passkeys.signInCancelled'));
  });
}
