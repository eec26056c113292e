import { useId, useState } from 'react';
import { EVENT_MEDIA_MAX, type EventMedia, type MediaKind } from '@dojo/protocol';
import { MediaChooser } from '../../media/MediaChooser';
import { MediaThumb } from '../../media/MediaThumb';
import { displayNameOf, useMediaLibrary } from '../../media/mediaLibrary';
import type { DraftProps } from './draftProps';

const PLAYABLE: readonly MediaKind[] = ['video', 'audio'];

/**
 * The video and audio files an event plays (docs/editor-rules.md, "Media on events"): a
 * full-width list in the Message fieldset; Add opens the chooser in a dialog.
 */
export function EventMediaField({ draft, change }: DraftProps) {
  const { items } = useMediaLibrary();
  const [open, setOpen] = useState(false);
  const id = useId();
  const media = draft.media ?? [];
  const full = media.length >= EVENT_MEDIA_MAX;

  const set = (next: EventMedia[]) => change({ media: next });
  function add(name: string) {
    const kind = items.find((item) => item.name === name)?.kind;
    setOpen(false);
    if (kind !== 'video' && kind !== 'audio') return;
    if (media.some((each) => each.name === name)) return;
    set([...media, { name, kind }]);
  }

  return (
    <div className="event-media" role="group" aria-labelledby={`${id}-label`}>
      <p className="field-label" id={`${id}-label`}>
        Video and audio
      </p>
      {media.length === 0 ? (
        <p className="field-hint">None: players see the message without video or audio.</p>
      ) : (
        <ul className="event-media-list" role="list">
          {media.map((each, index) => {
            const shown = displayNameOf(items, each.name);
            return (
              <li key={each.name} className="event-media-item">
                <MediaThumb name={each.name} />
                <span className="event-media-text">
                  <span className="event-media-name" title={each.name}>
                    {shown}
                  </span>
                  <span className="event-media-kind">{each.kind}</span>
                </span>
                <button
                  type="button"
                  className="btn btn-quiet btn-small"
                  aria-label={`Remove ${shown}`}
                  onClick={() => set(media.filter((_, at) => at !== index))}
                >
                  Remove
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <div>
        <button
          type="button"
          className="btn btn-secondary btn-small"
          aria-haspopup="dialog"
          disabled={full}
          onClick={() => setOpen(true)}
        >
          Add video or audio
        </button>
        {full && <p className="field-hint">An event plays at most {EVENT_MEDIA_MAX} files.</p>}
      </div>
      <MediaChooser
        open={open}
        title="Add video or audio"
        kinds={PLAYABLE}
        onChoose={add}
        onClose={() => setOpen(false)}
      />
    </div>
  );
}
