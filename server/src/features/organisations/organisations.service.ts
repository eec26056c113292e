import { EDITOR_MESSAGES, type Organisation, type Persona } from '@dojo/protocol';
import { badRequest, conflict, notFound } from '../../errors';
import type { RevisedKind } from '@dojo/protocol';
import { staleWrite } from '../../revisions/revisions';
import type { Clock } from '../../core/clock';
import {
  OrganisationNameTaken,
  organisationKey,
  type OrganisationDoc,
  type OrganisationsRepo,
} from './organisations.repo';

/** Who writes, and the organisation revision the write was based on (if the caller sent one). */
export interface Write {
  by: string;
  base?: number;
}
/** A write's answer: its message and the organisation's new revision. */
export interface Written {
  data: string;
  revision: number;
  affected?: string[];
}

/** The scenario events sending from an organisation, or one persona of it (as lines). */
export type SenderUsage = (sender: { organisation: string; persona?: string }) => Promise<string[]>;

const EMAIL_INVALID = EDITOR_MESSAGES.emailInvalid;
const CHANGED_MEANWHILE = 'Someone else changed this organisation meanwhile. Please try again.';
const ATTEMPTS = 3;

const nameTaken = (name: string) =>
  conflict(`An organisation named ${name} already exists.`, 'name_taken');
const personaTaken = (name: string, org: string) =>
  conflict(`${org} already has a persona named ${name}.`);
const sameName = (a: string, b: string) => organisationKey(a) === organisationKey(b);

function toOrganisation(doc: OrganisationDoc): Organisation & { revision: number } {
  const email = doc.email ? { email: doc.email } : {};
  return { name: doc.name, ...email, personas: doc.personas, revision: doc.rev };
}

/** A write based on an older revision changes nothing (docs/editor-api.md). */
function assertAt(doc: OrganisationDoc, base: number | undefined, kind: RevisedKind): void {
  if (base === undefined || doc.rev === base) return;
  throw staleWrite(kind, { revision: doc.rev, updatedBy: doc.updatedBy, updatedAt: doc.updatedAt });
}

/** The organisation e-mail is optional; when given it follows the persona rule (an '@'). */
function organisationEmail(email: string | undefined): string | undefined {
  const trimmed = email?.trim() ?? '';
  if (trimmed && !trimmed.includes('@')) throw badRequest(EMAIL_INVALID);
  return trimmed || undefined;
}

/** Organisations and their personas (docs/editor-ui.md). Names are unique, whatever their case. */
export function organisationsService(
  repo: OrganisationsRepo,
  clock: Clock,
  usage: SenderUsage = async () => [],
) {
  const meta = (by: string) => ({ updatedBy: by, updatedAt: new Date(clock.now()).toISOString() });

  async function find(name: string): Promise<OrganisationDoc> {
    const doc = await repo.findByName(name);
    if (!doc) throw notFound(`There is no organisation named ${name}.`);
    return doc;
  }

  /**
   * Rewrites an organisation's personas in one conditional update on its revision. Without a
   * base it re-reads and retries when a concurrent write got between; with one, that write
   * makes it stale (the next round's check refuses it). Answers the new revision.
   */
  async function changePersonas(
    org: string,
    change: (doc: OrganisationDoc) => Persona[],
    write: Write,
  ): Promise<number> {
    for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
      const doc = await find(org);
      assertAt(doc, write.base, 'persona');
      if (await repo.setPersonas(doc, change(doc), meta(write.by))) return doc.rev + 1;
    }
    throw conflict(CHANGED_MEANWHILE);
  }

  function findPersona(doc: OrganisationDoc, name: string): Persona {
    const persona = doc.personas.find((candidate) => sameName(candidate.name, name));
    if (!persona) throw notFound(`${doc.name} has no persona named ${name}.`);
    return persona;
  }

  return {
    async list(): Promise<(Organisation & { revision: number })[]> {
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

    async edit(
      input: { old: string; name: string; email?: string },
      write: Write,
    ): Promise<Written> {
      const email = organisationEmail(input.email);
      const doc = await find(input.old);
      assertAt(doc, write.base, 'organisation');
      try {
        if (!(await repo.updateDetails(doc, input.name, email, meta(write.by)))) {
          const now = await repo.findByName(input.old);
          if (now && write.base !== undefined) assertAt(now, write.base, 'organisation');
          throw conflict(CHANGED_MEANWHILE);
        }
      } catch (error) {
        if (error instanceof OrganisationNameTaken) throw nameTaken(input.name);
        throw error;
      }
      const renamed = input.name.trim() !== doc.name;
      const affected = renamed ? await usage({ organisation: doc.name }) : [];
      return { data: `Organisation ${input.name} saved.`, revision: doc.rev + 1, affected };
    },

    async remove(name: string, base?: number): Promise<{ data: string; affected: string[] }> {
      const doc = await find(name);
      assertAt(doc, base, 'organisation');
      if (!(await repo.remove(name, base))) {
        const now = await repo.findByName(name);
        if (now) assertAt(now, base, 'organisation');
        throw notFound(`There is no organisation named ${name}.`);
      }
      return { data: 'Organisation deleted', affected: await usage({ organisation: doc.name }) };
    },

    async createPersona(input: { org: string } & Persona, write: Write): Promise<Written> {
      const persona: Persona = { name: input.name, email: input.email, role: input.role };
      const revision = await changePersonas(
        input.org,
        (doc) => {
          if (doc.personas.some((other) => sameName(other.name, persona.name))) {
            throw personaTaken(persona.name, doc.name);
          }
          return [...doc.personas, persona];
        },
        write,
      );
      return { data: `Persona ${persona.name} created.`, revision };
    },

    /** Edits a persona in place, or moves it to `newOrg` (added there first, so never lost). */
    async editPersona(
      input: { org: string; newOrg: string; persona: string } & Persona,
      write: Write,
    ): Promise<Written> {
      const edited: Persona = { name: input.name, email: input.email, role: input.role };
      const source = await find(input.org);
      assertAt(source, write.base, 'persona');
      findPersona(source, input.persona);
      if (sameName(input.org, input.newOrg)) {
        const revision = await changePersonas(
          input.org,
          (doc) => {
            findPersona(doc, input.persona);
            const others = doc.personas.filter((p) => !sameName(p.name, input.persona));
            if (others.some((p) => sameName(p.name, edited.name))) {
              throw personaTaken(edited.name, doc.name);
            }
            return doc.personas.map((p) => (sameName(p.name, input.persona) ? edited : p));
          },
          write,
        );
        const renamed = !sameName(edited.name, input.persona) || edited.name !== input.persona;
        const affected = renamed
          ? await usage({ organisation: source.name, persona: input.persona })
          : [];
        return { data: `Persona ${edited.name} saved.`, revision, affected };
      }
      // The base is the source organisation's; the target takes the persona whatever its own.
      await changePersonas(
        input.newOrg,
        (doc) => {
          if (doc.personas.some((p) => sameName(p.name, edited.name))) {
            throw personaTaken(edited.name, doc.name);
          }
          return [...doc.personas, edited];
        },
        { by: write.by },
      );
      const revision = await changePersonas(
        input.org,
        (doc) => doc.personas.filter((p) => !sameName(p.name, input.persona)),
        { by: write.by },
      );
      const affected = await usage({ organisation: source.name, persona: input.persona });
      return { data: `Persona ${edited.name} moved to ${input.newOrg}.`, revision, affected };
    },

    async removePersona(input: { org: string; persona: string }, write: Write): Promise<Written> {
      const revision = await changePersonas(
        input.org,
        (doc) => {
          findPersona(doc, input.persona);
          return doc.personas.filter((p) => !sameName(p.name, input.persona));
        },
        write,
      );
      const affected = await usage({ organisation: input.org, persona: input.persona });
      return { data: 'Persona deleted', revision, affected };
    },
  };
}
export type OrganisationsService = ReturnType<typeof organisationsService>;
