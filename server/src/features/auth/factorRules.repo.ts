import type { Store } from '../../store';

/**
 * The rules that require a second factor beyond the admins (docs/auth.md, "Who must have
 * one"): `authors` (the platform's, set by the admin) and `client:<name>` (a client's rule for
 * its trainers, set by its owner). No document means not required.
 */
interface FactorRuleDoc {
  _id: string;
  required: boolean;
  changedAt: string;
  changedBy: string;
}

const AUTHORS = 'authors';
const clientRule = (client: string) => `client:${client.toLowerCase()}`;

export function factorRulesRepo(store: Store) {
  const rules = store.collection<FactorRuleDoc>('factorRules');

  async function required(id: string): Promise<boolean> {
    return (await rules.findOne({ _id: id }))?.required === true;
  }
  async function set(id: string, value: boolean, by: string, at: string): Promise<void> {
    await rules.updateOne(
      { _id: id },
      { $set: { required: value, changedAt: at, changedBy: by } },
      { upsert: true },
    );
  }

  return {
    authors: () => required(AUTHORS),
    trainers: (client: string) => required(clientRule(client)),
    setAuthors: (value: boolean, by: string, at: string) => set(AUTHORS, value, by, at),
    setTrainers: (client: string, value: boolean, by: string, at: string) =>
      set(clientRule(client), value, by, at),
    /** A removed client's rule goes with it. */
    async forgetClient(client: string): Promise<number> {
      return (await rules.deleteMany({ _id: clientRule(client) })).deletedCount;
    },
  };
}
export type FactorRulesRepo = ReturnType<typeof factorRulesRepo>;
