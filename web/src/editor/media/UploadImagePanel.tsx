import { useState, type FormEvent } from 'react';
import { ImageType, scenarioCalls } from '@dojo/protocol';
import { callUpload } from '../../shared/api';
import { FileField, InputField, SelectField } from './fields';
import { MediaLibrary } from './MediaLibrary';
import { StatusLine } from './StatusLine';
import { IMAGE_ACCEPT, checkImageUpload } from './uploadChecks';
import { useUpload } from './useUpload';

/** Admin → Upload Image: an image type, a file and a name (editor spec §2, admin spec §7). */
export function UploadImagePanel() {
  const { status, clear, pending, fresh, upload } = useUpload();
  const [chosenOption, setChosenOption] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [imageName, setImageName] = useState('');
  const [resetKey, setResetKey] = useState(0);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const done = await upload(checkImageUpload({ chosenOption, file }), (token) =>
      callUpload(
        scenarioCalls.uploadImage,
        { chosenOption: chosenOption as ImageType, imageName: imageName.trim(), token },
        file as File,
      ),
    );
    if (done) {
      setFile(null);
      setImageName('');
      setResetKey(resetKey + 1);
    }
  }

  return (
    <div className="library-layout">
      <section className="panel library-panel" aria-labelledby="upload-image-title">
        <h2 className="library-panel-title" id="upload-image-title">
          Upload Image
        </h2>
        <p className="library-panel-lead">
          PNG, JPEG, GIF, WebP or SVG. Uploaded images can be chosen for events, PDFs and scenario
          cards.
        </p>
        <form className="form form-wide" noValidate onSubmit={submit}>
          <SelectField
            label="Image type"
            value={chosenOption}
            onChange={(event) => setChosenOption(event.target.value)}
          >
            <option value="">Select the image type</option>
            {ImageType.options.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </SelectField>
          <FileField key={resetKey} label="Image file" accept={IMAGE_ACCEPT} onFile={setFile} />
          <InputField
            label="Name"
            name="imageName"
            autoComplete="off"
            value={imageName}
            hint={
              chosenOption === 'Profile Picture'
                ? 'Name a profile picture after its persona (e.g. “Ann Lee”): it becomes AnnLee.png.'
                : 'Leave the name empty to use the file’s own name.'
            }
            onChange={(event) => setImageName(event.target.value)}
          />
          <StatusLine status={status} onDismiss={clear} />
          <div className="form-actions">
            <button
              type="submit"
              className="btn btn-primary btn-busy"
              disabled={pending}
              aria-busy={pending}
            >
              Upload Image
            </button>
          </div>
        </form>
      </section>
      <MediaLibrary initialKind="image" fresh={fresh} />
    </div>
  );
}
