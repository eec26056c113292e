import { socialSubject } from '@dojo/protocol';
import { TextAreaField, TextField } from '../../../shared/ui';
import { MediaPicker } from '../../media/MediaPicker';
import type { DraftProps } from './draftProps';
import { EventMediaField } from './EventMediaField';
import { PdfSelect } from './PdfSelect';

/** What the player reads: subject, content, two images, video and audio, and two PDFs. */
export function MessageFields({ draft, change }: DraftProps) {
  const social = draft.type === 'Social';
  return (
    <fieldset className="sc-editor-fieldset">
      <legend>Message</legend>
      <TextField
        label="Subject"
        value={social ? socialSubject(draft.content ?? '') : (draft.subject ?? '')}
        readOnly={social}
        aria-describedby={social ? 'subject-social-hint' : undefined}
        onChange={(event) => change({ subject: event.target.value })}
      />
      {social && (
        <p className="field-hint" id="subject-social-hint">
          A social post&apos;s subject is the first 30 characters of its content.
        </p>
      )}
      <TextAreaField
        label="Content"
        rows={6}
        value={draft.content ?? ''}
        onChange={(event) => change({ content: event.target.value })}
      />
      <div className="sc-field-pair">
        <MediaPicker
          label="Image"
          filter="image"
          value={usable(draft.image)}
          onChange={(image) => change({ image })}
        />
        <MediaPicker
          label="Second image"
          filter="image"
          value={usable(draft.image2)}
          onChange={(image2) => change({ image2 })}
        />
      </div>
      <EventMediaField draft={draft} change={change} />
      <div className="sc-field-pair">
        <PdfSelect label="PDF" value={usable(draft.pdf)} onChange={(pdf) => change({ pdf })} />
        <PdfSelect
          label="Second PDF"
          value={usable(draft.pdf2)}
          onChange={(pdf2) => change({ pdf2 })}
        />
      </div>
    </fieldset>
  );
}

/** '-1' is the legacy "none". */
function usable(name: string | undefined): string {
  return name && name !== '-1' ? name : '';
}
