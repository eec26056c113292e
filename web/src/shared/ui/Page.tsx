import type { ReactNode } from 'react';

interface PageProps {
  title: ReactNode;
  /** One short sentence under the heading. */
  lead?: ReactNode;
  /** Extra class names for the page container. */
  className?: string;
  titleId?: string;
  children?: ReactNode;
}

/** A screen's container and its one h1. */
export function Page({ title, lead, className, titleId, children }: PageProps) {
  return (
    <div className={className ? `page ${className}` : 'page'}>
      <header className="page-header">
        <h1 id={titleId}>{title}</h1>
        {lead && <p className="page-lead">{lead}</p>}
      </header>
      {children}
    </div>
  );
}
