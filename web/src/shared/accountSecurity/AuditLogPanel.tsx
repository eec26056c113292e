import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  AUDIT_KIND_LABELS,
  AUDIT_KINDS,
  auditCsv,
  authCalls,
  type AuditEntry,
  type AuditFilter,
  type AuditKind,
} from '@dojo/protocol';
import { downloadText } from '../download';
import { callApi } from '../api';
import { formatDate, useT } from '../i18n';
import { errorText } from '../i18n/errorText';
import { queryKeys, readState } from '../query';
import { DataTable, SelectField, StatusBanner, TextField, type Column } from '../ui';

const WHEN: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'medium' };

/**
 * The audit log (docs/auth.md, "Audit log"): the admin's of every account (with a client
 * filter), a client owner's of the client's own accounts. Filter by person, kind and dates;
 * Download CSV gives what is shown.
 */
export function AuditLogPanel({ token, admin }: { token: string; admin: boolean }) {
  const t = useT();
  const [filter, setFilter] = useState<AuditFilter>({});
  const read = useQuery({
    queryKey: queryKeys.auditLog(filter, token),
    queryFn: ({ signal }) => callApi(authCalls.getAuditLog, { token, ...filter }, { signal }),
  });
  const status = readState(read, errorText);

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => {
      const value = form.get(name);
      return typeof value === 'string' ? value.trim() : '';
    };
    setFilter({
      ...(admin && text('client') ? { client: text('client') } : {}),
      ...(text('person') ? { person: text('person') } : {}),
      ...(text('kind') ? { kind: text('kind') as AuditKind } : {}),
      ...(text('from') ? { from: text('from') } : {}),
      ...(text('to') ? { to: text('to') } : {}),
    });
  }

  const columns: Column<AuditEntry>[] = [
    {
      header: t('audit.time'),
      rowHeader: true,
      cell: (entry) => formatDate(Date.parse(entry.at), WHEN),
    },
    { header: t('audit.kind'), cell: (entry) => AUDIT_KIND_LABELS[entry.kind] },
    { header: t('audit.person'), cell: (entry) => entry.person || '—' },
    { header: t('audit.by'), cell: (entry) => entry.by || '—' },
    ...(admin ? [{ header: t('audit.client'), cell: (entry: AuditEntry) => entry.client }] : []),
    { header: t('audit.address'), cell: (entry) => entry.address },
    { header: t('audit.detail'), cell: (entry) => entry.detail },
  ];

  return (
    <section className="panel account-audit" aria-labelledby="account-audit-title">
      <h2 id="account-audit-title">{t('audit.title')}</h2>
      <p>{admin ? t('audit.introAdmin') : t('audit.introOwner')}</p>
      <form className="form audit-filter" onSubmit={apply} aria-label={t('audit.filters')}>
        {admin && <TextField name="client" label={t('audit.client')} maxLength={100} />}
        <TextField name="person" label={t('audit.person')} maxLength={100} />
        <SelectField name="kind" label={t('audit.kind')} defaultValue="">
          <option value="">{t('audit.anyKind')}</option>
          {AUDIT_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {AUDIT_KIND_LABELS[kind]}
            </option>
          ))}
        </SelectField>
        <TextField name="from" type="date" label={t('audit.from')} />
        <TextField name="to" type="date" label={t('audit.to')} />
        <button type="submit" className="btn btn-primary">
          {t('audit.apply')}
        </button>
      </form>
      {status.kind === 'loading' && <p role="status">{t('audit.loading')}</p>}
      {status.kind === 'failed' && <StatusBanner kind="failed">{status.message}</StatusBanner>}
      {status.kind === 'ready' && (
        <>
          <p>
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => downloadText('audit-log.csv', auditCsv(status.data.entries))}
            >
              {t('audit.download')}
            </button>
          </p>
          {status.data.more && <p role="status">{t('audit.more')}</p>}
          <DataTable
            className="stack-table"
            caption={t('audit.caption')}
            columns={columns}
            rows={status.data.entries}
            rowKey={(entry) => entry.id}
            empty={t('audit.empty')}
          />
        </>
      )}
    </section>
  );
}
