import type { ScenarioFile } from '@dojo/protocol';
import type { Store } from '../../store';

/** A stored scenario: the editor's scenario file, keyed by its file name. */
export type ScenarioDoc = ScenarioFile & { _id: string; updatedAt: string };

/** The only place that touches the `scenarios` collection. */
export function scenariosRepo(store: Store) {
  const scenarios = store.collection<ScenarioDoc>('scenarios');
  return {
    listVisible() {
      return scenarios.find({ visible: true }, { sort: { title: 1 } });
    },
    findByFileName(fileName: string) {
      return scenarios.findOne({ _id: fileName });
    },
    insert(doc: ScenarioDoc) {
      return scenarios.insertOne(doc);
    },
  };
}
export type ScenariosRepo = ReturnType<typeof scenariosRepo>;
