import { useState } from 'react';
import { ImageType, scenarioCalls } from '@dojo/protocol';
import { callUpload } from '../../shared/api';
import { SelectField } from '../../shared/ui';
import { IMAGE_ACCEPT, checkImageUpload } from './uploadChecks';
import { UploadPanel } from './UploadPanel';

/** Admin → Upload Image: an image type, a file and a name (docs/scenario-editor.md, docs/admin.md). */
export function UploadImagePanel() {
  const [chosenOption, setChosenOption] = useState('');
  return (
    <UploadPanel
      title="Upload Image"
      lead="PNG, JPEG, GIF, WebP or SVG. Uploaded images can be chosen for events, PDFs and scenario cards."
      initialKind="image"
      fileLabel="Image file"
      accept={IMAGE_ACCEPT}
      nameField="imageName"
      nameHint={
        chosenOption === 'Profile Picture'
          ? 'Name a profile picture after its persona (e.g. “Ann Lee”): it becomes AnnLee.png.'
          : 'Leave the name empty to use the file’s own name.'
      }
      check={(file) => checkImageUpload({ chosenOption, file })}
      send={({ token, file, name }, options) =>
        callUpload(
          scenarioCalls.uploadImage,
          { chosenOption: chosenOption as ImageType, imageName: name, token },
          file,
          options,
        )
      }
    >
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
    </UploadPanel>
  );
}
