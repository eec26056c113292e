import { useState } from 'react';
import { TextField } from '../../shared/ui';
import { MediaPreview } from './MediaPreview';
import type { MediaKind } from '@dojo/protocol';
import { searchMedia, sizeLabel } from './mediaSearch';
import { useMediaLibrary } from './mediaLibrary';
import { mediaAddress } from '../../shared/media';
import { LoadFailed } from '../LoadFailed';
import './media.css';

const PAGE = 24;

export type KindChoice = 'all' | 'image' | 'video' | 'audio';
const KIND_CHOICES: readonly { id: KindChoice; label: string }[] = [
  { id: 'all', label: 'All' },
  { id: 'image', label: 'Images' },
  { id: 'video', label: 'Video' },
  { id: 'audio', label: 'Audio' },
];

interface Props {
  /** The kind shown first (the tab's kind); the author can switch. */
  initialKind?: KindChoice;
  /** Names uploaded in this visit, marked New and listed first. */
  fresh?: readonly string[];
}

/** The uploaded media with previews: images, video and audio players; searchable. */
export function MediaLibrary({ initialKind = 'all', fresh = [] }: Props) {
  const { items, state, error, reload } = useMediaLibrary();
  const [kind, setKind] = useState<KindChoice>(initialKind);
  const [search, setSearch] = useState('');
  const [shown, setShown] = useState(PAGE);
  const kinds: MediaKind[] | undefined = kind === 'all' ? undefined : [kind];
  const found = searchMedia(items, search, kinds);
  const matches = [
    ...found.filter((item) => fresh.includes(item.name)),
    ...found.filter((item) => !fresh.includes(item.name)),
  ];

  return (
    <section className="media-library" aria-labelledby="media-library-title">
      <header className="media-library-header">
        <h2 className="library-panel-title" id="media-library-title">
          Media library
        </h2>
        {state === 'ready' && (
          <p className="media-library-count">
            {items.length} {items.length === 1 ? 'file' : 'files'}
          </p>
        )}
      </header>
      <div className="media-library-tools">
        <TextField
          label="Media Search"
          type="search"
          placeholder="Search by name"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setShown(PAGE);
          }}
        />
        <div className="media-kind-filter" role="group" aria-label="Show">
          {KIND_CHOICES.map((choice) => (
            <button
              key={choice.id}
              type="button"
              className="media-kind-option"
              aria-pressed={kind === choice.id}
              onClick={() => {
                setKind(choice.id);
                setShown(PAGE);
              }}
            >
              {choice.label}
            </button>
          ))}
        </div>
      </div>
      {state === 'failed' && <LoadFailed error={error} onRetry={() => void reload()} />}
      {state === 'loading' && items.length === 0 && (
        <p className="status status-info" role="status">
          Loading the media library…
        </p>
      )}
      {state === 'ready' && matches.length === 0 && (
        <div className="empty-state">
          {items.length === 0 ? (
            <>
              <p className="empty-state-title">No media uploaded yet</p>
              <p>Uploaded images, video and audio appear here, ready for events and PDFs.</p>
            </>
          ) : (
            <>
              <p className="empty-state-title">Nothing matches</p>
              <p>Try another search, or show all media.</p>
            </>
          )}
        </div>
      )}
      {matches.length > 0 && (
        <ul className="media-grid" role="list">
          {matches.slice(0, shown).map(({ name, displayName, kind, size }) => (
            <li key={name}>
              <article
                className={
                  fresh.includes(name) ? 'card media-card media-card-new' : 'card media-card'
                }
                aria-label={displayName}
              >
                <div className="media-card-preview">
                  <MediaPreview name={name} />
                </div>
                <div className="media-card-body">
                  <p className="media-card-name">{displayName}</p>
                  <p className="media-card-meta" title={name}>
                    {kind} · {sizeLabel(size)}
                    {fresh.includes(name) && <span className="media-card-badge">New</span>}
                  </p>
                  <a
                    className="media-card-link"
                    href={mediaAddress(name)}
                    target="_blank"
                    rel="noreferrer"
                  >
                    Open original
                  </a>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
      {matches.length > shown && (
        <button
          type="button"
          className="btn btn-secondary media-library-more"
          onClick={() => setShown(shown + PAGE)}
        >
          Show more ({matches.length - shown} left)
        </button>
      )}
    </section>
  );
}
