import { EDITOR_MESSAGES, type Organisation, type Persona } from '@dojo/protocol';
import { badRequest, conflict, notFound } from '../../errors';
import {
  OrganisationNameTaken,
  organisationKey,
  type OrganisationDoc,
  type OrganisationsRepo,
} from './organisations.repo';

const EMAIL_INVALID = EDITOR_MESSAGES.emailInvalid;
const CHANGED_MEANWHILE = 'Someone else changed this organisation meanwhile. Please try again.';
const ATTEMPTS = 3;

const nameTaken = (name: string) => conflict(`An organisation named ${name} already exists.`);
const personaTaken = (name: string, org: string) =>
  conflict(`${org} already has a persona named ${name}.`);
const sameName = (a: string, b: string) => organisationKey(a) === organisationKey(b);

function toOrganisation(doc: OrganisationDoc): Organisation {
  return { name: doc.name, ...(doc.email ? { email: doc.email } : {}), personas: doc.personas };
}

/** The organisation e-mail is optional; when given it follows the persona rule (an '@'). */
function organisationEmail(email: string | undefined): string | undefined {
  const trimmed = email?.trim() ?? '';
  if (trimmed && !trimmed.includes('@')) throw badRequest(EMAIL_INVALID);
  return trimmed || undefined;
}

/** Organisations and their personas (admin spec §3, §5). Names are unique, whatever their case. */
export function organisationsService(repo: OrganisationsRepo) {
  async function find(name: string): Promise<OrganisationDoc> {
    const doc = await repo.findByName(name);
    if (!doc) throw notFound(`There is no organisation named ${name}.`);
    return doc;
  }

  /** Re-reads and rewrites an organisation's personas until no concurrent write got between. */
  async function changePersonas(org: string, change: (doc: OrganisationDoc) => Persona[]) {
    for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
      const doc = await find(org);
      if (await repo.setPersonas(doc, change(doc))) return;
    }
    throw conflict(CHANGED_MEANWHILE);
  }

  function findPersona(doc: OrganisationDoc, name: string): Persona {
    const persona = doc.personas.find((candidate) => sameName(candidate.name, name));
    if (!persona) throw notFound(`${doc.name} has no persona named ${name}.`);
    return persona;
  }

  return {
    async list(): Promise<Organisation[]> {
      return (await repo.list()).map(toOrganisation);
    },

    async create(input: { name: string; email?: string }) {
      const email = organisationEmail(input.email);
      try {
        await repo.insert({ name: input.name, ...(email ? { email } : {}), personas: [] });
      } catch (error) {
        if (error instanceof OrganisationNameTaken) throw nameTaken(input.name);
        throw error;
      }
      return `Organisation ${input.name} created.`;
    },

    async edit(input: { old: string; name: string; email?: string }) {
      const email = organisationEmail(input.email);
      const doc = await find(input.old);
      try {
        if (!(await repo.updateDetails(doc, input.name, email))) throw conflict(CHANGED_MEANWHILE);
      } catch (error) {
        if (error instanceof OrganisationNameTaken) throw nameTaken(input.name);
        throw error;
      }
      return `Organisation ${input.name} saved.`;
    },

    async remove(name: string) {
      if (!(await repo.remove(name))) throw notFound(`There is no organisation named ${name}.`);
      return 'Organisation deleted';
    },

    async createPersona(input: { org: string } & Persona) {
      const persona: Persona = { name: input.name, email: input.email, role: input.role };
      await changePersonas(input.org, (doc) => {
        if (doc.personas.some((other) => sameName(other.name, persona.name))) {
          throw personaTaken(persona.name, doc.name);
        }
        return [...doc.personas, persona];
      });
      return `Persona ${persona.name} created.`;
    },

    /** Edits a persona in place, or moves it to `newOrg` (added there first, so never lost). */
    async editPersona(input: { org: string; newOrg: string; persona: string } & Persona) {
      const edited: Persona = { name: input.name, email: input.email, role: input.role };
      findPersona(await find(input.org), input.persona);
      if (sameName(input.org, input.newOrg)) {
        await changePersonas(input.org, (doc) => {
          findPersona(doc, input.persona);
          const others = doc.personas.filter((p) => !sameName(p.name, input.persona));
          if (others.some((p) => sameName(p.name, edited.name))) {
            throw personaTaken(edited.name, doc.name);
          }
          return doc.personas.map((p) => (sameName(p.name, input.persona) ? edited : p));
        });
        return `Persona ${edited.name} saved.`;
      }
      await changePersonas(input.newOrg, (doc) => {
        if (doc.personas.some((p) => sameName(p.name, edited.name))) {
          throw personaTaken(edited.name, doc.name);
        }
        return [...doc.personas, edited];
      });
      await changePersonas(input.org, (doc) =>
        doc.personas.filter((p) => !sameName(p.name, input.persona)),
      );
      return `Persona ${edited.name} moved to ${input.newOrg}.`;
    },

    async removePersona(input: { org: string; persona: string }) {
      await changePersonas(input.org, (doc) => {
        findPersona(doc, input.persona);
        return doc.personas.filter((p) => !sameName(p.name, input.persona));
      });
      return 'Persona deleted';
    },
  };
}
export type OrganisationsService = ReturnType<typeof organisationsService>;
