import { BusyButton, RemoveButton } from '../../../shared/ui';
import type { SavedChoice } from './useSavedChoice';

/** A Load tab's buttons: Load the chosen name, or Remove it (two presses). */
export function LoadActions({ choice, onLoad }: { choice: SavedChoice; onLoad(): void }) {
  return (
    <div className="form-actions">
      <BusyButton type="button" busy={choice.busy} onClick={onLoad}>
        Load
      </BusyButton>
      <RemoveButton
        armed={choice.armed}
        disabled={choice.busy}
        onClick={() => void choice.pressRemove()}
      />
    </div>
  );
}
