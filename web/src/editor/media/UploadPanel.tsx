import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { Status as Answer } from '@dojo/protocol';
import { FileField, FormFooter, TextField } from '../../shared/ui';
import { MediaLibrary } from './MediaLibrary';
import type { KindChoice } from './MediaLibrary';
import { UploadProgressBar } from './UploadProgressBar';
import { useUpload, type SendOptions } from './useUpload';

interface UploadPanelProps {
  title: string;
  lead: string;
  /** The library's kind filter beside the form. */
  initialKind: KindChoice;
  fileLabel: string;
  accept: string;
  /** The name field's form name, as the upload call calls it (imageName, videoName). */
  nameField: string;
  nameHint: string;
  /** Fields before the file (e.g. the image type). */
  children?: ReactNode;
  /** A message when the form cannot be sent; null when it can. */
  check(file: File | null): string | null;
  send(request: { token: string; file: File; name: string }, options: SendOptions): Promise<Answer>;
}

/**
 * An Admin upload tab (docs/scenario-editor.md, docs/admin.md): the form (file, name, status, upload
 * button) beside the media library; a successful upload clears the file and the name.
 */
export function UploadPanel(props: UploadPanelProps) {
  const { title, lead, initialKind, fileLabel, accept, nameField, nameHint, children } = props;
  const { status, clear, pending, fresh, upload, percent, cancel } = useUpload();
  const titleId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [resetKey, setResetKey] = useState(0);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const done = await upload(props.check(file), (token, options) =>
      props.send({ token, file: file as File, name: name.trim() }, options),
    );
    if (done) {
      setFile(null);
      setName('');
      setResetKey(resetKey + 1);
    }
  }

  return (
    <div className="library-layout">
      <section className="panel library-panel" aria-labelledby={titleId}>
        <h2 className="library-panel-title" id={titleId}>
          {title}
        </h2>
        <p className="library-panel-lead">{lead}</p>
        <form className="form form-wide" noValidate onSubmit={submit}>
          {children}
          <FileField key={resetKey} label={fileLabel} accept={accept} onFile={setFile} />
          <TextField
            label="Name"
            name={nameField}
            autoComplete="off"
            value={name}
            hint={nameHint}
            onChange={(event) => setName(event.target.value)}
          />
          {percent !== null && (
            <UploadProgressBar percent={percent} fileName={file?.name ?? ''} onCancel={cancel} />
          )}
          <FormFooter status={status} onDismiss={clear} pending={pending} submitLabel={title} />
        </form>
      </section>
      <MediaLibrary initialKind={initialKind} fresh={fresh} />
    </div>
  );
}
