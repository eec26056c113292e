import { organisationCalls, type Persona, type RevisedKind } from '@dojo/protocol';
import { callApi } from '../../shared/api';
import { raiseIfStale } from '../concurrency/staleWrite';

/**
 * Organisation and persona writes carry the organisation's revision (docs/editor-api.md,
 * "Concurrent edits"); a refused one opens the stale-write dialog with these choices.
 */

/** The status line after a rename or removal: the message, then the events left to fix. */
export function withAffected(data: string, affected: readonly string[] = []): string {
  if (affected.length === 0) return data;
  return [data, 'These events sent from it; fix them before publishing:', ...affected].join('\n');
}

interface OrganisationConflict {
  kind: RevisedKind;
  token: string;
  organisation: string;
  /** The copy refused (its fields are compared with the stored organisation). */
  mine: unknown;
  reload(): Promise<void>;
  /** Saves mine as a new organisation, or a new persona of `organisation`, named `name`. */
  copy: { email?: string } | Persona;
}

export function raiseIfStaleOrganisation(error: unknown, conflict: OrganisationConflict): boolean {
  const { kind, token, organisation, mine, reload, copy } = conflict;
  return raiseIfStale(error, {
    kind,
    mine,
    loadTheirs: async () => {
      const all = await callApi(organisationCalls.getOrganisations, { token });
      const found = all.find((each) => each.name === organisation);
      if (!found) return null;
      const { revision: _revision, ...stored } = found;
      return kind === 'persona' ? { personas: stored.personas } : stored;
    },
    reload,
    saveAsCopy: async (name) => {
      if (kind === 'persona') {
        const persona = copy as Persona;
        await callApi(organisationCalls.createPersona, {
          token,
          org: organisation,
          ...persona,
          name,
        });
      } else {
        await callApi(organisationCalls.createOrganisation, { token, name, email: copy.email });
      }
      await reload();
      return true;
    },
  });
}
