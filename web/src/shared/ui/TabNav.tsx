import { AppLink } from '../navigation/navigation';
import type { RouteTabGroup } from './tabs';
import './TabNav.css';

interface TabNavProps {
  label: string;
  /** The path the tab ids are appended to, e.g. '/editor/Admin'. */
  base: string;
  groups: readonly RouteTabGroup[];
  current: string | undefined;
}

/** A section's route tabs, grouped, with aria-current on the open one. */
export function TabNav({ label, base, groups, current }: TabNavProps) {
  return (
    <nav className="tab-nav" aria-label={label}>
      {groups.map((group, index) => (
        <div className="tab-nav-group" key={group.label ?? index}>
          {group.label && <p className="tab-nav-group-label">{group.label}</p>}
          <ul className="tab-nav-list" role="list">
            {group.tabs.map((tab) => (
              <li key={tab.id}>
                <AppLink
                  className="tab-nav-link"
                  to={`${base}/${tab.id}`}
                  aria-current={tab.id === current ? 'page' : undefined}
                >
                  {tab.label}
                </AppLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
