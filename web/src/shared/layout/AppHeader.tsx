import type { ReactNode } from 'react';
import { AppLink } from '../navigation/navigation';
import './layout.css';

interface AppHeaderProps {
  /** Where the wordmark leads. */
  home?: string;
  /** A short area name after the wordmark, e.g. 'Editor'. */
  area?: string;
  /** Span the full width (areas with a sidebar) instead of the content column. */
  wide?: boolean;
  children?: ReactNode;
}

/** The top bar of every area: the Incident Dojo wordmark, then the area's navigation. */
export function AppHeader({ home = '/', area, wide = false, children }: AppHeaderProps) {
  return (
    <header className="app-header">
      <div className={wide ? 'app-header-inner app-header-wide' : 'app-header-inner'}>
        <AppLink to={home} className="brand">
          <span className="brand-mark" aria-hidden="true" />
          <span className="brand-name">Incident Dojo</span>
          {area && <span className="brand-area">{area}</span>}
        </AppLink>
        {children}
      </div>
    </header>
  );
}
