import { memo, type CSSProperties, type ReactNode } from 'react';
import type { DrawnCard, TimelineCard } from '@dojo/scheduler';
import { PersonaAvatar } from '../../organisation/PersonaAvatar';
import { Icon } from '../Icon';
import './layoutCard.css';

interface LayoutCardProps {
  card: TimelineCard;
  /** Where the drawing puts it, with the notes of the branches leaving it. */
  drawn: DrawnCard;
  /** Drawn small (Fit on a long scenario): the number only, the subject for screen readers. */
  compact: boolean;
  /** The event the author jumped to: outlined. */
  current: boolean;
  /** Opens the event in the event editor; absent where editing is not allowed. */
  onOpen?: (id: string) => void;
  /** Shown under the card's body. */
  extra?: ReactNode;
  /** The Next handle on the card's right edge (the editor's forward wiring). */
  handle?: ReactNode;
}

/** Roughly how many characters of a subject fit on one line of a card. */
const SUBJECT_LINE = 32;
/** Lines of text a card has room for, shared between the subject and the content preview. */
const TEXT_LINES = 6;
/** The content preview never takes more than this, so a short subject leaves room to breathe. */
const PREVIEW_LINES = 4;

/** One event on the layout timeline (docs/scenario-editor.md, Show Layout). */
export const LayoutCard = memo(function LayoutCard({
  card,
  drawn,
  compact,
  current,
  onOpen,
  extra,
  handle,
}: LayoutCardProps) {
  const subjectLines = Math.min(3, Math.max(1, Math.ceil(card.subject.length / SUBJECT_LINE)));
  const style = {
    left: `${drawn.rect.x}px`,
    top: `${drawn.rect.y}px`,
    width: `${drawn.rect.width}px`,
    height: `${drawn.rect.height}px`,
    '--subject-lines': subjectLines,
    '--preview-lines': Math.min(PREVIEW_LINES, TEXT_LINES - subjectLines),
  } as CSSProperties;
  const body = compact ? (
    <span className="layout-card-number">
      #{card.id}
      {!onOpen && <span className="visually-hidden"> {card.subject || 'No subject'}</span>}
    </span>
  ) : (
    <>
      <span className="layout-card-top">
        <span className="layout-card-time">{card.time ?? 'Not reached'}</span>
        <span className="layout-card-id">#{card.id}</span>
        {card.reference && (
          <span className="layout-card-ref" title={`Inject ${card.reference}`}>
            Inject {card.reference}
          </span>
        )}
        <Icon name={card.channel} label={card.channel} className="layout-card-channel" />
      </span>
      <span className="layout-card-sender">
        <PersonaAvatar name={card.persona || '?'} src={card.persona ? undefined : null} />
        <span className="layout-card-persona">
          {card.persona || 'No persona'}
          {card.organisation && <span className="layout-card-org">{card.organisation}</span>}
        </span>
      </span>
      <span className="layout-card-subject" title={card.subject || undefined}>
        {card.subject || 'No subject'}
      </span>
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
    <li
      className="layout-card"
      style={style}
      data-card={card.id}
      data-current={current || undefined}
      data-compact={compact || undefined}
      data-unreachable={!card.reachable || undefined}
      tabIndex={onOpen ? undefined : -1}
    >
      {onOpen ? (
        <button
          type="button"
          className="layout-card-body"
          aria-label={compact ? `#${card.id} ${card.subject || 'No subject'}` : undefined}
          onClick={() => onOpen(card.id)}
        >
          {body}
        </button>
      ) : (
        <div className="layout-card-body">{body}</div>
      )}
      {extra}
      {handle}
      {!compact && drawn.notes.length > 0 && (
        <ul
          className="layout-card-notes"
          role="list"
          aria-label={`Branches of event ${card.id}`}
          style={{
            top: `${(drawn.notesRect?.y ?? 0) - drawn.rect.y}px`,
            height: `${drawn.notesRect?.height ?? 0}px`,
          }}
        >
          {drawn.notes.map((note, index) => (
            <li key={index} data-kind={note.kind} title={`${note.text} → event ${note.to}`}>
              <span className="layout-card-note-to">→ #{note.to}</span> {note.text}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
});
