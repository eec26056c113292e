import type { AdminRead } from './adminRead';

/** What an admin panel shows until its read has data: the loading line or the failure. */
export function AdminReadStatus({ read, loading }: { read: AdminRead<unknown>; loading: string }) {
  if (read.error)
    return (
      <p className="field-message" role="alert">
        {read.error}
      </p>
    );
  return <p className="admin-fact">{loading}</p>;
}
