import type { AccountsRepo } from '../auth/accounts.repo';
import type { ClientsRepo } from '../clients/clients.repo';
import type { ExerciseDoc } from '../exercises/exercise.docs';
import { isSendableAddress } from './headers';
import type { Branding } from './templates';

/** Who is told about an exercise and how its messages look: read from the owning records. */
export function recipients(deps: {
  accounts: AccountsRepo;
  clients: ClientsRepo;
  publicUrl: () => string;
}) {
  const { accounts, clients, publicUrl } = deps;

  /** A relative logo ('/media/logo.png') becomes absolute: a mail client has no origin. */
  function absolute(url: string): string {
    if (url === '') return '';
    try {
      return new URL(url, publicUrl()).href;
    } catch {
      return '';
    }
  }

  return {
    link: (pathname: string) => new URL(pathname, publicUrl()).href,

    /** The logo of the branding client, else of the owning client, else the product name. */
    async branding(exercise: Pick<ExerciseDoc, 'branding' | 'client'>): Promise<Branding> {
      for (const name of [exercise.branding, exercise.client]) {
        if (!name) continue;
        const client = await clients.findByName(name);
        if (client)
          return { name: client.name, logoUrl: absolute(client.configuration.branding_logo_url) };
      }
      return { name: 'Incident Dojo', logoUrl: '' };
    },

    /** The owning client's contact address (Reply-To of its exercises' mail), or null. */
    async contact(exercise: Pick<ExerciseDoc, 'client'>): Promise<string | null> {
      const client = exercise.client ? await clients.findByName(exercise.client) : null;
      const email = client?.email.trim() ?? '';
      return isSendableAddress(email) ? email : null;
    },

    /** The exercise's trainers' addresses; without trainers, the client's own address. */
    async trainers(exercise: Pick<ExerciseDoc, 'trainers' | 'client'>): Promise<string[]> {
      const found = await Promise.all(
        exercise.trainers.map((name) => accounts.findByUsername(name)),
      );
      const emails = found.flatMap((account) => (account ? [account.email] : []));
      if (emails.length === 0 && exercise.client) {
        const client = await clients.findByName(exercise.client);
        if (client) emails.push(client.email);
      }
      return [...new Set(emails.map((email) => email.trim()))].filter(isSendableAddress);
    },
  };
}
export type Recipients = ReturnType<typeof recipients>;
