import type { CSSProperties, ReactNode } from 'react';
import type { TimelineCard } from '@dojo/scheduler';
import { PersonaAvatar } from '../../organisation/PersonaAvatar';
import { Icon } from '../Icon';
import { CANVAS_PADDING, cardTop, type BranchNote } from './layoutGeometry';

interface LayoutCardProps {
  card: TimelineCard;
  /** The branches leaving the card, listed under it. */
  notes: readonly BranchNote[];
  /** Opens the event in the event editor; absent where editing is not allowed. */
  onOpen?: () => void;
  /** Shown under the card's body. */
  extra?: ReactNode;
}

/** One event on the layout timeline (docs/scenario-editor.md, Show Layout). */
export function LayoutCard({ card, notes, onOpen, extra }: LayoutCardProps) {
  const place = {
    '--card-x': `${CANVAS_PADDING + card.x}px`,
    '--card-y': `${cardTop(card)}px`,
  } as CSSProperties;
  const body = (
    <>
      <span className="layout-card-top">
        <span className="layout-card-time">{card.time ?? 'Not reached'}</span>
        <span className="layout-card-id">#{card.id}</span>
        <Icon name={card.channel} label={card.channel} className="layout-card-channel" />
      </span>
      <span className="layout-card-sender">
        <PersonaAvatar name={card.persona || '?'} src={card.persona ? undefined : null} />
        <span className="layout-card-persona">
          {card.persona || 'No persona'}
          {card.organisation && <span className="layout-card-org">{card.organisation}</span>}
        </span>
      </span>
      <span className="layout-card-subject">{card.subject || 'No subject'}</span>
      <span className="layout-card-preview">{card.preview}</span>
      <span className="layout-card-icons">
        {card.hasResponse && <Icon name="response" label={`Response: ${card.responseType}`} />}
        {card.hasImage && <Icon name="image" label="Image" />}
        {card.hasPdf && <Icon name="pdf" label="PDF" />}
        {card.isBranchPoint && <Icon name="branch" label="Branch point" />}
        {card.isTeamQuestion && <Icon name="team" label="Team question" />}
        {card.finish && (
          <Icon
            name="end"
            label={card.finish === 'end' ? 'Ends the exercise' : 'Leads to the report'}
          />
        )}
        {card.timeLimitLabel && (
          <span className="layout-card-limit">
            <Icon name="clock" />
            {card.timeLimitLabel}
          </span>
        )}
      </span>
    </>
  );
  return (
    <li className="layout-card" style={place} data-unreachable={!card.reachable || undefined}>
      {onOpen ? (
        <button type="button" className="layout-card-body" onClick={onOpen}>
          {body}
        </button>
      ) : (
        <div className="layout-card-body">{body}</div>
      )}
      {extra}
      {notes.length > 0 && (
        <ul className="layout-card-notes" role="list" aria-label={`Branches of event ${card.id}`}>
          {notes.map((note, index) => (
            <li key={index} title={`${note.text} → event ${note.to}`}>
              <span className="layout-card-note-to">→ #{note.to}</span> {note.text}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
