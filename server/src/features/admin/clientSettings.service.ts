import { randomUUID } from 'node:crypto';
import { ADMIN_MESSAGES as M, type Status } from '@dojo/protocol';
import { AppError, badRequest, notFound } from '../../errors';
import type { ClientsRepo } from '../clients/clients.repo';
import type { ScenariosRepo } from '../scenarios/scenarios.repo';
import type { CreditChangesRepo } from './creditChanges.repo';

/** How often a balance change re-reads a balance that moved under it before giving up. */
const CREDIT_ATTEMPTS = 10;

/** A client's credits, scenario access and privacy mode (docs/admin.md "Clients"). */
export function clientSettingsService(deps: {
  clients: ClientsRepo;
  scenarios: Pick<ScenariosRepo, 'findByFileName' | 'titles'>;
  creditChanges: CreditChangesRepo;
  now: () => number;
}) {
  const { clients, scenarios, creditChanges, now } = deps;

  async function clientNamed(name: string) {
    const client = await clients.findByName(name);
    if (!client) throw notFound(M.clientNotValid, 'client_not_found');
    return client;
  }

  /** The scenario's title, as every screen names it; refuses one that does not exist. */
  async function knownScenario(fileName: string): Promise<string> {
    const scenario = await scenarios.findByFileName(fileName);
    if (!scenario) throw badRequest(M.unknownScenario);
    return scenario.title || fileName;
  }

  return {
    /**
     * Sets the balance with one conditional $inc from the balance read, so an order that
     * spends credits in between is never overwritten; then logs who changed what.
     */
    async setCredits(name: string, credits: number, by: string): Promise<Status> {
      for (let attempt = 0; attempt < CREDIT_ATTEMPTS; attempt += 1) {
        const seen = (await clientNamed(name)).credit;
        if (!(await clients.replaceCredits(name, seen, credits))) continue;
        const at = new Date(now()).toISOString();
        await creditChanges.insert({
          _id: randomUUID(),
          client: name,
          by,
          at,
          old: seen,
          new: credits,
          reason: 'admin',
        });
        return { type: 'success', data: M.creditsChanged(name, credits) };
      }
      throw new AppError('credits_busy', M.creditsBusy);
    },

    async addScenario(name: string, scenario: string): Promise<Status> {
      const title = await knownScenario(scenario);
      if (!(await clients.addScenario(name, scenario))) throw notFound(M.clientNotValid);
      return { type: 'success', data: M.scenarioAdded(title, name) };
    },

    async removeScenario(name: string, scenario: string): Promise<Status> {
      if (!(await clients.removeScenario(name, scenario))) throw notFound(M.clientNotValid);
      // A scenario removed since it was granted is still named, by its file name.
      const title = (await scenarios.findByFileName(scenario))?.title || scenario;
      return { type: 'success', data: M.scenarioRemoved(title, name) };
    },

    /** Every scenario by title, for the admin's choices (docs/admin.md, "Titles, not ids"). */
    scenarioTitles() {
      return scenarios.titles();
    },

    async isPrivate(name: string): Promise<boolean> {
      return (await clientNamed(name)).private;
    },

    async setPrivate(name: string, isPrivate: boolean): Promise<Status> {
      if (!(await clients.setPrivate(name, isPrivate))) throw notFound(M.clientNotValid);
      return { type: 'success', data: M.privacyChanged(name, isPrivate) };
    },
  };
}
export type ClientSettingsService = ReturnType<typeof clientSettingsService>;
