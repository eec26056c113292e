import { PREVIEW_MEDIA_EXTENSIONS } from '@dojo/protocol';
import { mediaAddress } from '../../shared/media';
import { SelectField } from '../../shared/ui';

type PreviewKind = keyof typeof PREVIEW_MEDIA_EXTENSIONS;

/** How a media name previews: image, video or audio by its extension; null when it cannot. */
export function previewKind(name: string): PreviewKind | null {
  const extension = name.split('.').pop()?.toLowerCase() ?? '';
  for (const kind of Object.keys(PREVIEW_MEDIA_EXTENSIONS) as PreviewKind[]) {
    if ((PREVIEW_MEDIA_EXTENSIONS[kind] as readonly string[]).includes(extension)) return kind;
  }
  return null;
}

interface MediaPickerProps {
  media: readonly string[];
  value: string;
  onChange(name: string): void;
}

/** The event's media: a png, jpg, mp4, mp3, wav or ogg from the library, with a preview. */
export function MediaPicker({ media, value, onChange }: MediaPickerProps) {
  const choices = media.filter((name) => previewKind(name) !== null);
  const kind = value ? previewKind(value) : null;
  const src = mediaAddress(value);
  return (
    <div className="console-media">
      <SelectField label="Media" value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">No media</option>
        {choices.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </SelectField>
      {kind && (
        <figure className="console-media-preview" aria-label={`Preview of ${value}`}>
          {kind === 'image' && <img src={src} alt={`Preview of ${value}`} />}
          {kind === 'video' && <video src={src} controls preload="metadata" />}
          {kind === 'audio' && <audio src={src} controls preload="metadata" />}
        </figure>
      )}
    </div>
  );
}
