import { Link } from 'react-router';
import { socialTag, type Organisation } from '@dojo/protocol';
import { initials } from '../../shared/ui';
import { useOrganisations } from './organisations';
import { PersonaAvatar } from './PersonaAvatar';
import { LoadFailed } from '../LoadFailed';

const BASE = '/editor/Organisation';

function editLink(tab: string, organisation: string, persona?: string) {
  const params = new URLSearchParams({ organisation });
  if (persona) params.set('persona', persona);
  return `${BASE}/${tab}?${params.toString()}`;
}

/** Every organisation with its personas: picture, name, role and social tag. */
export function OrganisationDirectory() {
  const { organisations, state, error, reload } = useOrganisations();
  const personas = organisations.reduce((sum, each) => sum + each.personas.length, 0);
  return (
    <section className="org-directory" aria-labelledby="org-directory-title">
      <header className="org-directory-header">
        <h2 className="library-panel-title" id="org-directory-title">
          Organisations
        </h2>
        {state === 'ready' && (
          <p className="org-directory-count">
            {organisations.length} {organisations.length === 1 ? 'organisation' : 'organisations'}
            {' · '}
            {personas} {personas === 1 ? 'persona' : 'personas'}
          </p>
        )}
      </header>
      {state === 'failed' && <LoadFailed error={error} onRetry={() => void reload()} />}
      {state === 'loading' && (
        <p className="status status-info" role="status">
          Loading organisations…
        </p>
      )}
      {state === 'ready' && organisations.length === 0 && (
        <div className="empty-state">
          <p className="empty-state-title">No organisations yet</p>
          <p>Create the company under attack, its suppliers and the press that covers it.</p>
          <Link className="btn btn-primary" to={`${BASE}/CreateOrganisation`}>
            New Organisation
          </Link>
        </div>
      )}
      <ul className="org-list" role="list">
        {organisations.map((organisation) => (
          <li key={organisation.name}>
            <OrganisationCard organisation={organisation} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function OrganisationCard({ organisation }: { organisation: Organisation }) {
  const { name, email, personas } = organisation;
  return (
    <article className="card org-card" aria-label={name}>
      <header className="org-card-header">
        <span className="org-mark" aria-hidden="true">
          {initials(name)}
        </span>
        <div className="org-card-title">
          <h3 className="org-name">{name}</h3>
          <p className="org-email">{email || 'No e-mail address'}</p>
        </div>
        <Link
          className="btn btn-quiet btn-small"
          to={editLink('EditOrganisation', name)}
          aria-label={`Edit ${name}`}
        >
          Edit
        </Link>
      </header>
      {personas.length === 0 ? (
        <p className="org-empty">
          No personas yet. <Link to={editLink('CreatePersona', name)}>Add the first persona</Link>
        </p>
      ) : (
        <ul className="persona-list" role="list" aria-label={`Personas of ${name}`}>
          {personas.map((persona) => (
            <li key={persona.name} className="persona-row">
              <PersonaAvatar name={persona.name} />
              <div className="persona-text">
                <p className="persona-name">{persona.name}</p>
                <p className="persona-role">{persona.role || 'No role'}</p>
              </div>
              <p className="persona-tag" title={persona.email}>
                @{socialTag(persona.email)}
              </p>
              <Link
                className="btn btn-quiet btn-small"
                to={editLink('EditPersona', name, persona.name)}
                aria-label={`Edit ${persona.name}`}
              >
                Edit
              </Link>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
