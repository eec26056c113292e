import { useState, type FormEvent } from 'react';
import { scenarioCalls } from '@dojo/protocol';
import { callUpload } from '../../shared/api';
import { FileField, InputField } from './fields';
import { MediaLibrary } from './MediaLibrary';
import { StatusLine } from './StatusLine';
import { VIDEO_ACCEPT, checkVideoUpload } from './uploadChecks';
import { useUpload } from './useUpload';

/** Admin → Upload Video/Audio: a file and a name (editor spec §2, admin spec §7). */
export function UploadVideoPanel() {
  const { status, clear, pending, fresh, upload } = useUpload();
  const [file, setFile] = useState<File | null>(null);
  const [videoName, setVideoName] = useState('');
  const [resetKey, setResetKey] = useState(0);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const done = await upload(checkVideoUpload({ file }), (token) =>
      callUpload(scenarioCalls.uploadVideo, { videoName: videoName.trim(), token }, file as File),
    );
    if (done) {
      setFile(null);
      setVideoName('');
      setResetKey(resetKey + 1);
    }
  }

  return (
    <div className="library-layout">
      <section className="panel library-panel" aria-labelledby="upload-video-title">
        <h2 className="library-panel-title" id="upload-video-title">
          Upload Video/Audio
        </h2>
        <p className="library-panel-lead">
          MP4 or WebM video; MP3, WAV or OGG audio. Players watch and listen in the exercise.
        </p>
        <form className="form form-wide" noValidate onSubmit={submit}>
          <FileField
            key={resetKey}
            label="Video or audio file"
            accept={VIDEO_ACCEPT}
            onFile={setFile}
          />
          <InputField
            label="Name"
            name="videoName"
            autoComplete="off"
            value={videoName}
            hint="Leave the name empty to use the file’s own name."
            onChange={(event) => setVideoName(event.target.value)}
          />
          <StatusLine status={status} onDismiss={clear} />
          <div className="form-actions">
            <button
              type="submit"
              className="btn btn-primary btn-busy"
              disabled={pending}
              aria-busy={pending}
            >
              Upload Video/Audio
            </button>
          </div>
        </form>
      </section>
      <MediaLibrary initialKind="all" fresh={fresh} />
    </div>
  );
}
