import { useMemo, type ReactNode } from 'react';
import { LEVEL_NAMES } from '@dojo/protocol';
import { PersonaAvatar } from '../../organisation/PersonaAvatar';
import { useOrganisations } from '../../organisation/organisations';
import { useScenarioEditor } from '../scenarioStore';
import { formatDocument } from './formatDocument';
import './format.css';

/** Show Format: the scenario as a printable document of tables (with its schedule), and PRINT. */
export function ShowFormatTab() {
  const scenario = useScenarioEditor((state) => state.scenario);
  const { organisations } = useOrganisations();
  const document = useMemo(
    () => formatDocument(scenario, organisations),
    [scenario, organisations],
  );
  const level = LEVEL_NAMES[scenario.level] ?? '';

  return (
    <article className="format-document" aria-labelledby="format-title">
      <header className="format-header">
        <div>
          <h3 className="format-title" id="format-title">
            {scenario.title || 'Unnamed'}
          </h3>
          {scenario.subtitle && <p className="format-subtitle">{scenario.subtitle}</p>}
          <p className="format-meta">
            {[scenario.fileName || 'Not saved yet', level, scenario.playtime]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
        <button type="button" className="btn btn-primary print-hide" onClick={() => window.print()}>
          PRINT
        </button>
      </header>

      <FormatTable
        title="Stakeholders"
        empty="No personas yet."
        columns={['Picture', 'Full name', 'Role', 'Organisation']}
      >
        {document.stakeholders.map((person) => (
          <tr key={person.name}>
            <td>
              <PersonaAvatar name={person.name} />
            </td>
            <td>{person.name}</td>
            <td>{person.role}</td>
            <td>{person.organisation}</td>
          </tr>
        ))}
      </FormatTable>

      <FormatTable
        title="Scenario Structure"
        empty="No sections."
        columns={['Section', 'Kind', 'Cards']}
      >
        {document.structure.map((row) => (
          <tr key={row.section}>
            <td>{row.section}</td>
            <td>{row.kind}</td>
            <td>{row.cardIds.length ? row.cardIds.join(', ') : 'No cards'}</td>
          </tr>
        ))}
      </FormatTable>

      <FormatTable
        title="Scenario Content"
        empty="No events yet."
        columns={[
          'Persona',
          'Time',
          'Channel',
          'Content subject',
          'Asset',
          'Card id',
          'Question type',
        ]}
      >
        {document.content.map((row) => (
          <tr key={row.cardId}>
            <td>{row.persona}</td>
            <td className="format-nowrap">{row.time}</td>
            <td>{row.channel}</td>
            <td>{row.subject}</td>
            <td>{row.assets.join(', ')}</td>
            <td>{row.cardId}</td>
            <td>{row.questionType === 'none' ? 'No question' : row.questionType}</td>
          </tr>
        ))}
      </FormatTable>

      <FormatTable
        title="Schedule (game clock)"
        empty="No event shows yet."
        columns={['Game time', 'Card id', 'Content subject', 'Timed by']}
      >
        {document.schedule.map((row) => (
          <tr key={row.cardId}>
            <td className="format-nowrap">
              {row.time}
              {row.alsoAt.length > 0 && (
                <span className="format-also">or {row.alsoAt.join(', ')}</span>
              )}
            </td>
            <td>{row.cardId}</td>
            <td>{row.subject || 'No subject'}</td>
            <td>{row.timedBy}</td>
          </tr>
        ))}
      </FormatTable>

      <FormatTable
        title="Assets"
        empty="No images, videos or PDFs."
        columns={['Type', 'Identifier', 'Used on cards']}
      >
        {document.assets.map((asset) => (
          <tr key={`${asset.kind}:${asset.identifier}`}>
            <td>{asset.kind}</td>
            <td>{asset.identifier}</td>
            <td>{asset.cardIds.join(', ')}</td>
          </tr>
        ))}
      </FormatTable>
    </article>
  );
}

function FormatTable(props: {
  title: string;
  columns: string[];
  empty: string;
  children: ReactNode[];
}) {
  return (
    <section className="format-section">
      <h4 className="format-section-title">{props.title}</h4>
      {props.children.length === 0 ? (
        <p className="field-hint">{props.empty}</p>
      ) : (
        <table className="sc-data-table format-table">
          <thead>
            <tr>
              {props.columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{props.children}</tbody>
        </table>
      )}
    </section>
  );
}
