import { useEffect, useState } from 'react';
import { personaPictureName } from '@dojo/protocol';
import { FileField } from '../../shared/ui';
import { PersonaAvatar, usePersonaPictureUrl } from './PersonaAvatar';

interface Props {
  label: string;
  /** The persona's name as typed: the picture is stored as this name without spaces + .png. */
  personaName: string;
  file: File | null;
  onFile(file: File | null): void;
  error?: string | undefined;
  /** The persona's saved name, whose stored picture shows until another is chosen. */
  savedName?: string;
  /** The field's key: a new value clears the browser's file input after a save. */
  resetKey: number;
}

/** A profile picture input with a preview of the chosen picture (or the current one). */
export function PictureField(props: Props) {
  const { label, personaName, savedName, file, onFile, error, resetKey } = props;
  const preview = useDataUrl(file);
  const saved = usePersonaPictureUrl(savedName ?? '');
  const stored = personaName.trim() ? personaPictureName(personaName.trim()) : null;
  return (
    <div className="picture-field">
      <PersonaAvatar name={personaName} src={preview ?? saved} size="large" />
      <FileField
        key={resetKey}
        label={label}
        accept="image/*"
        error={error}
        hint={
          stored
            ? `Cropped to a square and stored as ${stored}.`
            : 'Cropped to a square and stored under the persona’s name.'
        }
        onFile={onFile}
      />
    </div>
  );
}

/** A data: URL of the chosen file (the CSP allows data: images, not blob: ones). */
function useDataUrl(file: File | null): string | null {
  const [read, setRead] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => {
    if (!file || !file.type.startsWith('image/')) return;
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') setRead({ file, url: reader.result });
    };
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  return read && read.file === file ? read.url : null;
}
