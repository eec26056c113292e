import type { Level } from '@dojo/protocol';
import type { Store } from '../../store';

/** A client company: its subscription, credits and branding. */
export interface ClientDoc {
  /** The client name, which also prefixes its trainers' usernames. */
  _id: string;
  name: string;
  email: string;
  level: Level;
  credit: number;
  creditSpent: number;
  months: number;
  subscribedOn: string;
  subscribedUntil: string;
  private: boolean;
  scenarios: string[];
  configuration: { branding_logo_url: string; nda_text: string };
}

/** The only place that touches the `clients` collection. */
export function clientsRepo(store: Store) {
  const clients = store.collection<ClientDoc>('clients');
  return {
    findByName(name: string) {
      return clients.findOne({ _id: name });
    },
    insert(client: ClientDoc) {
      return clients.insertOne(client);
    },
    /** Takes `credits` only if the client has that many, atomically; null when it has not. */
    spendCredits(name: string, credits: number) {
      return clients.findOneAndUpdate(
        { _id: name, credit: { $gte: credits } },
        { $inc: { credit: -credits, creditSpent: credits } },
        { returnDocument: 'after' },
      );
    },
    /** Gives back credits taken for an order that could not be created. */
    refundCredits(name: string, credits: number) {
      return clients.updateOne({ _id: name }, { $inc: { credit: credits, creditSpent: -credits } });
    },
  };
}
export type ClientsRepo = ReturnType<typeof clientsRepo>;
