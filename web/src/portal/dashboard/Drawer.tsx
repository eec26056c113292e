import { useId, useState, type ReactNode } from 'react';

/** A collapsible drawer: a toggle button and the region it shows (closed at first). */
export function Drawer({ label, children }: { label: string; children: () => ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="dashboard-drawer">
      <button
        type="button"
        className="btn btn-quiet dashboard-drawer-toggle"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((now) => !now)}
      >
        <span aria-hidden="true">{open ? '▾' : '▸'}</span> {label}
      </button>
      {open && (
        <div id={id} role="region" aria-label={label} className="dashboard-drawer-body">
          {children()}
        </div>
      )}
    </div>
  );
}
