import { useState } from 'react';
import { personaPictureName, type Status } from '@dojo/protocol';
import { useEditorToken } from '../../shared/session';
import { UPLOADING } from '../media/uploadChecks';
import { readListAgain } from '../lists';
import { usePictureVersion } from './organisations';
import { checkPicture, finishWithPicture, uploadProfilePicture } from './profilePicture';

/**
 * The profile picture chosen in a persona form, and its upload once the persona is saved
 * ('Uploading...' while it is in flight); `clear` empties the form's file input.
 */
export function usePersonaPicture(show: (kind: 'warning', message: string) => void) {
  const token = useEditorToken();
  const pictureChanged = usePictureVersion((state) => state.changed);
  const [picture, setPicture] = useState<File | null>(null);
  const [resetKey, setResetKey] = useState(0);

  async function finish(saved: Status, personaName: string) {
    if (picture) show('warning', UPLOADING);
    const outcome = await finishWithPicture(
      saved,
      picture,
      (file) => uploadProfilePicture(token, personaName, file),
      personaPictureName(personaName.trim()),
    );
    if (outcome.uploaded) {
      pictureChanged();
      // The library now lists the picture, so avatars ask for it (and only then).
      await readListAgain('media', token);
    }
    return outcome;
  }

  return {
    picture,
    setPicture,
    resetKey,
    problem: () => checkPicture(picture),
    clear() {
      setPicture(null);
      setResetKey((key) => key + 1);
    },
    finish,
  };
}
