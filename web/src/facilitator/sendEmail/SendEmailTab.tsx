import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { SentEventType, facilitatorCalls, messagesFor } from '@dojo/protocol';
import { callApi, errorMessage } from '../../shared/api';
import { RichTextEditor } from '../../shared/richText';
import {
  BusyButton,
  SelectField,
  StatusBanner,
  TextField,
  usePending,
  useStatus,
} from '../../shared/ui';
import { queryKeys } from '../../shared/query';
import { useConsoleToken, useLiveConsoleRead } from '../consoleData';
import { MediaPicker } from './MediaPicker';
import { VideoEmbedNode } from './VideoEmbedNode';
import { VideoLinkPlugin } from './VideoLinkPlugin';

const EMPTY = { type: 'Email' as SentEventType, org: '', persona: '', recipient: '', subject: '' };
const EMBED_NODES = [VideoEmbedNode];
const ALL = 'all';

/** The Send Email tab: an ad-hoc alert, e-mail or social post to one player or all. */
export function SendEmailTab() {
  const token = useConsoleToken((state) => state.token);
  const libraryRead = useQuery({
    queryKey: queryKeys.facilitator.library(token),
    queryFn: ({ signal }) => callApi(facilitatorCalls.getFacilitatorLibrary, { token }, { signal }),
    staleTime: Infinity,
  });
  // Read again with the status: a player who joins can be written to at once.
  const participantsRead = useLiveConsoleRead(queryKeys.facilitator.participants, (key, signal) =>
    callApi(facilitatorCalls.getParticipants, { token: key }, { signal }),
  );
  const library = libraryRead.data ?? null;
  const participants = participantsRead.data ?? [];
  const failedRead = libraryRead.error ?? participantsRead.error;
  const loadError = failedRead ? errorMessage(failedRead) : null;
  const [form, setForm] = useState(EMPTY);
  const [content, setContent] = useState('');
  const [media, setMedia] = useState('');
  const [pdf, setPdf] = useState('');
  const [editorKey, setEditorKey] = useState(0);
  const message = useStatus();
  const { pending, run } = usePending((failed) => message.show('failed', failed));

  const set = (changes: Partial<typeof EMPTY>) =>
    setForm((current) => ({ ...current, ...changes }));
  const organisation = library?.organisations.find((org) => org.name === form.org);
  const persona = organisation?.personas.find((p) => p.name === form.persona);
  const alert = form.type === 'Alert';

  async function submit(event: FormEvent) {
    event.preventDefault();
    const request = {
      token,
      type: form.type,
      content,
      name: alert ? '' : form.persona,
      role: alert ? '' : (persona?.role ?? ''),
      org: alert ? '' : form.org,
      address: alert ? '' : (persona?.email ?? ''),
      subject: form.subject,
      recipient: form.recipient,
      media,
      pdf: form.type === 'Email' ? pdf : '',
    };
    const [problem] = messagesFor(facilitatorCalls.sendFacilitatorEvents.request, request);
    if (problem) return message.show('failed', problem);
    const answer = await run(() => callApi(facilitatorCalls.sendFacilitatorEvents, request));
    if (!answer) return;
    message.show(answer.type, answer.data);
    if (answer.type !== 'success') return;
    setForm((current) => ({ ...current, subject: '' }));
    setContent('');
    setMedia('');
    setPdf('');
    setEditorKey((key) => key + 1);
  }

  if (loadError && !library) {
    return <StatusBanner kind="failed">Could not load the form: {loadError}</StatusBanner>;
  }
  if (!library) return <p role="status">Loading organisations and media…</p>;

  return (
    <form className="console-send" onSubmit={(event) => void submit(event)} noValidate>
      {message.status && (
        <StatusBanner kind={message.status.kind} onDismiss={message.clear}>
          {message.status.message}
        </StatusBanner>
      )}
      <div className="console-send-row">
        <SelectField
          label="Type"
          value={form.type}
          onChange={(e) => set({ type: SentEventType.parse(e.target.value) })}
        >
          {SentEventType.options.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Recipient"
          value={form.recipient}
          onChange={(e) => set({ recipient: e.target.value })}
        >
          <option value="">Select who receives it</option>
          <option value={ALL}>Every player</option>
          {participants.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </SelectField>
      </div>
      {!alert && (
        <div className="console-send-row">
          <SelectField
            label="Organisation"
            value={form.org}
            onChange={(e) => set({ org: e.target.value, persona: '' })}
          >
            <option value="">Select an organisation</option>
            {library.organisations.map((org) => (
              <option key={org.name} value={org.name}>
                {org.name}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Persona"
            value={form.persona}
            onChange={(e) => set({ persona: e.target.value })}
            hint={persona ? `${persona.role}, ${persona.email}` : undefined}
          >
            <option value="">Select a persona</option>
            {(organisation?.personas ?? []).map((p) => (
              <option key={p.name} value={p.name}>
                {p.name}
              </option>
            ))}
          </SelectField>
        </div>
      )}
      <TextField
        label="Subject"
        value={form.subject}
        onChange={(e) => set({ subject: e.target.value })}
      />
      <RichTextEditor
        key={editorKey}
        label="Content"
        onChange={(value) => setContent(value.html)}
        extraNodes={EMBED_NODES}
        plugins={<VideoLinkPlugin />}
        hint="A YouTube or Vimeo link added with the link button becomes a video player."
      />
      <div className="console-send-row">
        <MediaPicker media={library.media} value={media} onChange={setMedia} />
        {form.type === 'Email' && (
          <SelectField label="PDF" value={pdf} onChange={(e) => setPdf(e.target.value)}>
            <option value="">No PDF</option>
            {library.pdfs.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </SelectField>
        )}
      </div>
      <BusyButton busy={pending}>Send</BusyButton>
    </form>
  );
}
