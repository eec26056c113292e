import { Link } from 'react-router';
import { AppHeader, AreaMain } from '../shared/layout';
import { CollapsibleNav, NotFound } from '../shared/ui';
import { EditorSectionContent } from './EditorSectionContent';
import { EDITOR_SECTIONS, SECTION_LABELS, type EditorSection } from './sections';
import './EditorShell.css';
import './library.css';

interface Props {
  section: Exclude<EditorSection, 'LogOut'> | null;
  tab: string | undefined;
  user: string | null;
}

/** The signed-in back-office: the six sections beside the open one. */
export function EditorShell({ section, tab, user }: Props) {
  return (
    <>
      <AppHeader home="/editor" area="Editor" wide>
        {user && <p className="editor-user">{user}</p>}
      </AppHeader>
      <div className="editor-layout">
        <aside className="editor-sidebar">
          <CollapsibleNav label="Editor sections" variant="editor">
            <ul className="editor-sections" role="list">
              {EDITOR_SECTIONS.map((name) => (
                <li key={name}>
                  <Link
                    className="editor-section-link"
                    to={`/editor/${name}`}
                    aria-current={name === section ? 'page' : undefined}
                  >
                    {SECTION_LABELS[name]}
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
    </>
  );
}
