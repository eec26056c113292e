import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { TextField } from '../../shared/ui';
import { MediaThumb } from './MediaThumb';
import { filterMedia, type MediaKind } from './mediaKind';
import { useMediaLibrary } from './mediaStore';
import './media.css';

/** The most thumbnails shown at once; a search narrows the rest down. */
const SHOWN = 60;

interface MediaPickerProps {
  /** The chosen media name ('' for none). Its address is `mediaAddress(value)`. */
  value: string;
  onChange(name: string): void;
  /** The kinds offered, e.g. 'image'; all media by default. */
  filter?: MediaKind | readonly MediaKind[];
  /** The picker's name for screen readers and its visible caption. */
  label?: string;
}

const KIND_WORDS: Record<MediaKind, { one: string; many: string }> = {
  image: { one: 'image', many: 'images' },
  video: { one: 'video', many: 'videos' },
  audio: { one: 'audio file', many: 'audio files' },
  other: { one: 'file', many: 'files' },
};
const ANY_MEDIA = { one: 'media', many: 'media' };

/** Chooses one media file of the library, with a Media Search filter and thumbnails. */
export function MediaPicker({ value, onChange, filter, label = 'Media' }: MediaPickerProps) {
  const { names, state, error } = useMediaLibrary();
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const id = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const kinds = filter === undefined ? undefined : typeof filter === 'string' ? [filter] : filter;
  const matches = filterMedia(names, search, kinds);
  const words = kinds?.length === 1 && kinds[0] ? KIND_WORDS[kinds[0]] : ANY_MEDIA;
  const what = words.many;

  function close() {
    setOpen(false);
    toggleRef.current?.focus();
  }

  function choose(name: string) {
    onChange(name);
    close();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close();
    }
  }

  return (
    <div
      className="media-picker"
      role="group"
      aria-labelledby={`${id}-label`}
      onKeyDown={onKeyDown}
    >
      <div className="media-picker-current">
        {value ? <MediaThumb name={value} /> : <span className="media-thumb media-thumb-none" />}
        <div className="media-picker-text">
          <p className="field-label" id={`${id}-label`}>
            {label}
          </p>
          <p className={value ? 'media-picker-name' : 'media-picker-name media-picker-empty'}>
            {value || `No ${words.one} chosen`}
          </p>
        </div>
        <div className="media-picker-actions">
          <button
            ref={toggleRef}
            type="button"
            className="btn btn-secondary btn-small"
            aria-expanded={open}
            aria-controls={`${id}-panel`}
            onClick={() => setOpen(!open)}
          >
            {open ? 'Close' : value ? 'Change' : 'Choose'}
          </button>
          {value && (
            <button type="button" className="btn btn-quiet btn-small" onClick={() => onChange('')}>
              Clear
            </button>
          )}
        </div>
      </div>
      {open && (
        <div className="media-picker-panel" id={`${id}-panel`}>
          <TextField
            label="Media Search"
            type="search"
            autoFocus
            placeholder={`Search ${what}`}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          {state === 'failed' && <p className="field-message">{error}</p>}
          {state === 'loading' && names.length === 0 && (
            <p className="media-picker-note" role="status">
              Loading the media library…
            </p>
          )}
          {state === 'ready' && matches.length === 0 && (
            <p className="media-picker-note" role="status">
              {search ? `No ${what} match “${search}”.` : `No ${what} uploaded yet.`}
            </p>
          )}
          {matches.length > 0 && (
            <ul className="media-picker-grid" role="list" aria-label={`${label}: ${what}`}>
              {matches.slice(0, SHOWN).map((name) => (
                <li key={name}>
                  <button
                    type="button"
                    className="media-picker-option"
                    aria-pressed={name === value}
                    title={name}
                    onClick={() => choose(name)}
                  >
                    <MediaThumb name={name} />
                    <span className="media-picker-option-name">{name}</span>
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
        </div>
      )}
    </div>
  );
}
