import { Link } from 'react-router';
import { AppHeader, AreaMain } from '../shared/layout';
import { CollapsibleNav, NotFound } from '../shared/ui';
import { EditorSectionContent } from './EditorSectionContent';
import { menuFor, type EditorSection } from './sections';
import { DataProvider } from '../shared/query';
import { useStaffSession } from '../shared/session';
import './EditorShell.css';
import './library.css';
import { StaleWriteDialog } from './concurrency/StaleWriteDialog';
import { EditClashDialog } from './concurrency/EditClashDialog';

interface Props {
  section: Exclude<EditorSection, 'LogOut'> | null;
  tab: string | undefined;
  user: string | null;
}

/** The signed-in back-office: the six sections beside the open one. */
export function EditorShell({ section, tab, user }: Props) {
  const role = useStaffSession((state) => state.editorRole);
  return (
    <DataProvider>
      <AppHeader home="/editor" area="Editor" wide>
        {user && (
          <p className="editor-user">
            {user} · <Link to="/editor/password">Change password</Link>
          </p>
        )}
      </AppHeader>
      <div className="editor-layout">
        <aside className="editor-sidebar">
          <CollapsibleNav label="Editor sections" variant="editor">
            <ul className="editor-sections" role="list">
              {menuFor(role).map((entry) => (
                <li key={entry.section}>
                  <Link
                    className="editor-section-link"
                    to={entry.to}
                    aria-current={entry.section === section ? 'page' : undefined}
                  >
                    {entry.label}
                  </Link>
                </li>
              ))}
            </ul>
          </CollapsibleNav>
        </aside>
        <AreaMain>
          {section ? <EditorSectionContent section={section} tab={tab} /> : <NotFound />}
        </AreaMain>
      </div>
      <StaleWriteDialog />
      <EditClashDialog />
    </DataProvider>
  );
}
