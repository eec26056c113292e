import { useState } from 'react';
import type { MediaKind } from '@dojo/protocol';
import { Dialog, TextField } from '../../shared/ui';
import { MediaThumb } from './MediaThumb';
import { KIND_LABELS, searchMedia, sizeLabel } from './mediaSearch';
import { useMediaLibrary } from './mediaLibrary';
import { LoadFailed } from '../LoadFailed';
import './media.css';

/** The most files shown at once; a search narrows the rest down. */
const SHOWN = 60;

interface MediaChooserProps {
  open: boolean;
  /** The dialog's heading, e.g. 'Choose the image'. */
  title: string;
  /** The kinds offered; more than one adds a type filter. */
  kinds: readonly MediaKind[];
  /** The file chosen now, marked in the grid. */
  value?: string;
  onChoose(name: string): void;
  onClose(): void;
}

/**
 * A dialog over the form to choose one file of the media library: Media Search, a type filter,
 * and each file under the name the author typed on upload (docs/editor-ui.md).
 */
export function MediaChooser(props: MediaChooserProps) {
  return (
    <Dialog open={props.open} title={props.title} onClose={props.onClose} role="dialog" wide>
      {props.open && <ChooserBody {...props} />}
    </Dialog>
  );
}

function ChooserBody({ kinds, value, onChoose, onClose }: MediaChooserProps) {
  const { items, state, error, reload } = useMediaLibrary();
  const [search, setSearch] = useState('');
  const [kind, setKind] = useState<MediaKind | 'all'>('all');
  const shownKinds = kind === 'all' ? kinds : [kind];
  const matches = searchMedia(items, search, shownKinds);
  const what = kinds.map((each) => KIND_LABELS[each].toLowerCase()).join(' or ');

  return (
    <div className="media-chooser">
      <div className="media-chooser-tools">
        <TextField
          label="Media Search"
          type="search"
          autoFocus
          placeholder="Search by name"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        {kinds.length > 1 && (
          <div className="media-kind-filter" role="group" aria-label="Type">
            {(['all', ...kinds] as const).map((choice) => (
              <button
                key={choice}
                type="button"
                className="media-kind-option"
                aria-pressed={kind === choice}
                onClick={() => setKind(choice)}
              >
                {choice === 'all' ? 'All' : KIND_LABELS[choice]}
              </button>
            ))}
          </div>
        )}
      </div>
      {state === 'failed' && <LoadFailed error={error} onRetry={() => void reload()} />}
      <p className="media-picker-note" role="status">
        {state === 'loading' && items.length === 0
          ? 'Loading the media library…'
          : state !== 'ready'
            ? ''
            : matches.length === 0
              ? search
                ? `No ${what} match “${search}”.`
                : `No ${what} uploaded yet: upload under Admin → Upload.`
              : `${matches.length} ${matches.length === 1 ? 'file' : 'files'}`}
      </p>
      {matches.length > 0 && (
        <ul className="media-picker-grid" role="list" aria-label="Media files">
          {matches.slice(0, SHOWN).map((item) => (
            <li key={item.name}>
              <button
                type="button"
                className="media-picker-option"
                aria-pressed={item.name === value}
                title={item.name}
                onClick={() => onChoose(item.name)}
              >
                <MediaThumb name={item.name} />
                <span className="media-picker-option-name">{item.displayName}</span>
                <span className="media-picker-option-meta">
                  {item.kind} · {sizeLabel(item.size)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {matches.length > SHOWN && (
        <p className="media-picker-note">
          Showing {SHOWN} of {matches.length}. Type in Media Search to narrow them down.
        </p>
      )}
      <div className="form-actions">
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          Cancel
        </button>
      </div>
    </div>
  );
}
