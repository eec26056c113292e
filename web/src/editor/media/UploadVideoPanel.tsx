import { scenarioCalls } from '@dojo/protocol';
import { callUpload } from '../../shared/api';
import { VIDEO_ACCEPT, checkVideoUpload } from './uploadChecks';
import { UploadPanel } from './UploadPanel';

/** Admin → Upload Video/Audio: a file and a name (docs/scenario-editor.md, docs/admin.md). */
export function UploadVideoPanel() {
  return (
    <UploadPanel
      title="Upload Video/Audio"
      lead="MP4 or WebM video; MP3, WAV or OGG audio. Players watch and listen in the exercise."
      initialKind="all"
      fileLabel="Video or audio file"
      accept={VIDEO_ACCEPT}
      nameField="videoName"
      nameHint="Leave the name empty to use the file’s own name."
      check={(file) => checkVideoUpload({ file })}
      send={({ token, file, name }, options) =>
        callUpload(scenarioCalls.uploadVideo, { videoName: name, token }, file, options)
      }
    />
  );
}
