import type { Organisation } from '@dojo/protocol';
import type { Store } from '../../store';

export type OrganisationDoc = Organisation & { _id: string };

/** The only place that touches the `organisations` collection. */
export function organisationsRepo(store: Store) {
  const organisations = store.collection<OrganisationDoc>('organisations');
  return {
    list() {
      return organisations.find({}, { sort: { name: 1 } });
    },
    insert(organisation: Organisation) {
      return organisations.insertOne({ _id: organisation.name, ...organisation });
    },
  };
}
