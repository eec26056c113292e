import type { Organisation } from '../../organisations/entities';
import type { MselPlan } from './planTypes';

/** A sender as planned: found in an organisation, or new. */
export interface PlannedPersona {
  name: string;
  organisation: string;
  email: string;
  role: string;
  known: boolean;
}

const key = (text: string) => text.trim().toLowerCase();

/** 'Sam Patel <sam@acme.example>' names a sender and their address; anything else a name. */
export function senderOf(cell: string): { name: string; email: string } {
  const match = /^(.*?)\s*<([^<>\s]+@[^<>\s]+)>$/.exec(cell);
  if (match) return { name: match[1]!.trim() || match[2]!, email: match[2]! };
  return { name: cell, email: '' };
}

const slug = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[^\w\s.-]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '.')
    .replace(/[^a-z0-9.-]/g, '')
    .replace(/\.{2,}/g, '.')
    .replace(/^[.-]+|[.-]+$/g, '') || 'persona';

/**
 * Finds the persona a From cell names (in the row's organisation when it gives one, else in
 * any, the first by organisation name), or plans a new one in the row's organisation or the
 * default one. The same new persona is planned once.
 */
export function personaBook(
  organisations: readonly Organisation[],
  defaultOrganisation: string,
  plan: MselPlan,
) {
  const orgs = [...organisations].sort((a, b) => key(a.name).localeCompare(key(b.name)));
  const planned = new Map<string, PlannedPersona>();
  return (fromCell: string, orgCell: string): PlannedPersona => {
    const { name, email } = senderOf(fromCell);
    const inOrg = orgCell ? orgs.filter((org) => key(org.name) === key(orgCell)) : orgs;
    for (const org of inOrg) {
      const persona = org.personas.find((candidate) => key(candidate.name) === key(name));
      if (persona) {
        const { name: stored, email: address, role } = persona;
        return { name: stored, organisation: org.name, email: address, role, known: true };
      }
    }
    const existingOrg = orgs.find((org) => key(org.name) === key(orgCell || defaultOrganisation));
    const organisation = existingOrg?.name ?? (orgCell || defaultOrganisation);
    const id = `${key(organisation)}\u0000${key(name)}`;
    const already = planned.get(id);
    if (already) return already;
    const persona = {
      name,
      organisation,
      email: email || `${slug(name)}@${slug(organisation)}.example`,
      role: '',
      known: false,
    };
    planned.set(id, persona);
    plan.newPersonas.push({ name, organisation, email: persona.email });
    if (!existingOrg && !plan.newOrganisations.some((org) => key(org) === key(organisation))) {
      plan.newOrganisations.push(organisation);
    }
    return persona;
  };
}
