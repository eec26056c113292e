import { useId, useState } from 'react';
import { MediaKind } from '@dojo/protocol';
import { MediaChooser } from './MediaChooser';
import { MediaThumb } from './MediaThumb';
import { displayNameOf, useMediaLibrary } from './mediaLibrary';
import './media.css';

interface MediaPickerProps {
  /** The chosen media name ('' for none). Its address is `mediaAddress(value)`. */
  value: string;
  onChange(name: string): void;
  /** The kinds offered, e.g. 'image'; all media by default. */
  filter?: MediaKind | readonly MediaKind[];
  /** The picker's name for screen readers and its visible caption. */
  label?: string;
}

const ONE: Record<MediaKind, string> = { image: 'image', video: 'video', audio: 'audio file' };

/**
 * One media file of the library: the chosen one under the name the author typed, and a
 * Choose/Change button that opens the chooser in a dialog, so the form keeps its width.
 */
export function MediaPicker({ value, onChange, filter, label = 'Media' }: MediaPickerProps) {
  const { items } = useMediaLibrary();
  const [open, setOpen] = useState(false);
  const id = useId();
  const kinds =
    filter === undefined ? MediaKind.options : typeof filter === 'string' ? [filter] : filter;
  const one = kinds.length === 1 && kinds[0] ? ONE[kinds[0]] : 'media';

  return (
    <div className="media-picker" role="group" aria-labelledby={`${id}-label`}>
      <div className="media-picker-current">
        {value ? <MediaThumb name={value} /> : <span className="media-thumb media-thumb-none" />}
        <div className="media-picker-text">
          <p className="field-label" id={`${id}-label`}>
            {label}
          </p>
          <p
            className={value ? 'media-picker-name' : 'media-picker-name media-picker-empty'}
            title={value || undefined}
          >
            {value ? displayNameOf(items, value) : `No ${one} chosen`}
          </p>
        </div>
        <div className="media-picker-actions">
          <button
            type="button"
            className="btn btn-secondary btn-small"
            aria-haspopup="dialog"
            aria-describedby={`${id}-label`}
            onClick={() => setOpen(true)}
          >
            {value ? 'Change' : 'Choose'}
          </button>
          {value && (
            <button
              type="button"
              className="btn btn-quiet btn-small"
              aria-describedby={`${id}-label`}
              onClick={() => onChange('')}
            >
              Clear
            </button>
          )}
        </div>
      </div>
      <MediaChooser
        open={open}
        title={`Choose: ${label}`}
        kinds={kinds}
        value={value}
        onChoose={(name) => {
          onChange(name);
          setOpen(false);
        }}
        onClose={() => setOpen(false)}
      />
    </div>
  );
}
