import { useState, type FormEvent } from 'react';
import { ERROR, gatewayCalls, type GatewayClient } from '@dojo/protocol';
import { SafeHtml } from '../../player/html/SafeHtml';
import { callApi, isApiError } from '../../shared/api';
import type { RichTextValue } from '../../shared/richText';
import { RichTextEditor } from '../../shared/richText/lazyRichTextEditor';
import { useEditorToken } from '../../shared/session';
import { TextField } from '../../shared/ui';
import { AdminFormFooter } from '../shared/AdminFormFooter';
import { useAdminForm } from '../shared/useAdminForm';

interface Props {
  /** The client being edited, or null to create one. */
  client: GatewayClient | null;
  /** Called with the server's success message. */
  onSaved(message: string): Promise<void>;
  onCancel(): void;
  /** Drops the edits and opens the client as stored now (after a stale edit). */
  onReload(): Promise<void>;
}

/** An edit refused because another admin changed the client since it was opened. */
function isStaleEdit(error: unknown): boolean {
  return isApiError(error, ERROR.stale_write);
}

/** The Client Gateway form: name and e-mail when creating, then the logo URL and the NDA. */
export function ClientForm({ client, onSaved, onCancel, onReload }: Props) {
  const token = useEditorToken();
  const form = useAdminForm();
  const [name, setName] = useState(client?.name ?? '');
  const [email, setEmail] = useState(client?.email ?? '');
  const [logo, setLogo] = useState(client?.configuration.branding_logo_url ?? '');
  const [nda, setNda] = useState<RichTextValue>({
    json: client?.configuration.nda_json ?? '',
    html: client?.configuration.nda_text ?? '',
  });
  const [preview, setPreview] = useState(false);
  // The revision the edits are based on (docs/admin.md, "Client Gateway"); moves on each save.
  const [revision, setRevision] = useState(client?.revision);
  const [stale, setStale] = useState(false);
  const creating = client === null;
  const call = creating ? gatewayCalls.createClient : gatewayCalls.updateClient;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = {
      name,
      email,
      configuration: {
        branding_logo_url: logo,
        nda_text: nda.html,
        ...(nda.json ? { nda_json: nda.json } : {}),
      },
    };
    const sent = creating ? body : { ...body, baseRevision: revision };
    const done = await form.submit(call.request, sent, async () => {
      try {
        return await callApi(call, sent, { bearer: token });
      } catch (error) {
        setStale(isStaleEdit(error));
        throw error;
      }
    });
    if (!done) return;
    setStale(false);
    const { revision: next } = done as { revision?: number };
    if (next !== undefined) setRevision(next);
    // The success ('Successfully Updated Client') stays beside the Update button, where the
    // admin is looking; a new client's form closes and the panel says it instead.
    if (creating) form.clear();
    await onSaved(done.data);
  }

  return (
    <form
      className="form form-wide gateway-form"
      noValidate
      onSubmit={submit}
      aria-labelledby="gateway-form-title"
    >
      <h3 className="section-title" id="gateway-form-title">
        {creating ? 'Create New Client' : `Edit ${client.name}`}
      </h3>
      {creating && (
        <>
          <TextField
            label="Name"
            maxLength={100}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
          <TextField
            label="Email"
            type="email"
            maxLength={254}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </>
      )}
      <TextField
        label="Logo URL"
        type="url"
        maxLength={2048}
        placeholder={`${window.location.origin}/logo.png`}
        value={logo}
        onChange={(event) => setLogo(event.target.value)}
      />
      <RichTextEditor
        label="NDA Text"
        hint="What the players of this client's exercises agree to before they start."
        initial={{ json: client?.configuration.nda_json, html: client?.configuration.nda_text }}
        onChange={setNda}
      />
      <div className="form-actions">
        <button
          type="button"
          className="btn btn-secondary btn-small"
          aria-expanded={preview}
          onClick={() => setPreview(!preview)}
        >
          {preview ? 'Hide Preview' : 'Preview'}
        </button>
      </div>
      {preview && (
        <section className="gateway-preview" aria-label="NDA preview">
          {nda.html ? (
            <SafeHtml html={nda.html} />
          ) : (
            <p className="admin-fact">The NDA is empty: players see the default NDA.</p>
          )}
        </section>
      )}
      <AdminFormFooter form={form} submitLabel={creating ? 'Create' : 'Update'}>
        {stale && (
          <button type="button" className="btn btn-secondary" onClick={() => void onReload()}>
            Reload client
          </button>
        )}
        <button type="button" className="btn btn-quiet" onClick={onCancel}>
          Cancel
        </button>
      </AdminFormFooter>
    </form>
  );
}
