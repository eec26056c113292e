import { EDITOR_MESSAGES, messagesFor, organisationCalls, type RequestOf } from '@dojo/protocol';

/**
 * The checks the server makes, run before calling it so a mistake shows at once with the same
 * wording: the protocol's request schemas (the specs' messages) plus the server's rule that an
 * organisation's optional e-mail, when given, contains an '@'.
 */

const EMAIL_INVALID = EDITOR_MESSAGES.emailInvalid;

function firstMessage(schema: Parameters<typeof messagesFor>[0], body: unknown): string | null {
  return messagesFor(schema, body)[0] ?? null;
}

function organisationEmail(email: string | undefined): string | null {
  const trimmed = email?.trim() ?? '';
  return trimmed && !trimmed.includes('@') ? EMAIL_INVALID : null;
}

export function checkCreateOrganisation(
  body: RequestOf<typeof organisationCalls.createOrganisation>,
): string | null {
  return (
    firstMessage(organisationCalls.createOrganisation.request, body) ??
    organisationEmail(body.email)
  );
}

export function checkEditOrganisation(
  body: RequestOf<typeof organisationCalls.editOrganisation>,
): string | null {
  return (
    firstMessage(organisationCalls.editOrganisation.request, body) ?? organisationEmail(body.email)
  );
}

export function checkRemoveOrganisation(
  body: RequestOf<typeof organisationCalls.removeOrganisation>,
): string | null {
  return firstMessage(organisationCalls.removeOrganisation.request, body);
}

export function checkCreatePersona(
  body: RequestOf<typeof organisationCalls.createPersona>,
): string | null {
  return firstMessage(organisationCalls.createPersona.request, body);
}

export function checkEditPersona(
  body: RequestOf<typeof organisationCalls.editPersona>,
): string | null {
  return firstMessage(organisationCalls.editPersona.request, body);
}

export function checkRemovePersona(
  body: RequestOf<typeof organisationCalls.removePersona>,
): string | null {
  return firstMessage(organisationCalls.removePersona.request, body);
}
