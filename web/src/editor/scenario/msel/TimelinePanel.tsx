import { useMemo, useState } from 'react';
import {
  formatMselTime,
  isMainEvent,
  scaleTimeline,
  shiftSection,
  type ScenarioEvent,
} from '@dojo/protocol';
import { layoutTimeline } from '@dojo/scheduler';
import { SelectField, TextField } from '../../../shared/ui';
import { useScenarioEditor } from '../scenarioStore';

type Change =
  { kind: 'scale'; minutes: string } | { kind: 'shift'; section: string; minutes: string };

/** Each event's time on the layout timeline, in seconds, by id. */
const timesOf = (events: readonly ScenarioEvent[]) =>
  new Map(layoutTimeline(events).cards.map((card) => [card.id, card.offsetSeconds]));

const show = (seconds: number | null | undefined) =>
  seconds === null || seconds === undefined ? '—' : formatMselTime(seconds);

/**
 * Timelines in bulk (docs/msel.md): scale every time of the open scenario to a new length, or
 * move one section; both previewed on the layout timeline before anything changes, applied as
 * one change of the open scenario (one draft save), and undone in one step.
 */
export function TimelinePanel() {
  const events = useScenarioEditor((state) => state.scenario.events);
  const sections = useScenarioEditor((state) => state.scenario.sections);
  const replaceEvents = useScenarioEditor((state) => state.replaceEvents);
  const [change, setChange] = useState<Change>({ kind: 'scale', minutes: '' });
  const [undo, setUndo] = useState<ScenarioEvent[] | null>(null);
  const before = useMemo(() => timesOf(events), [events]);
  const length = Math.max(0, ...[...before.values()].map((seconds) => seconds ?? 0));
  const mainSections = sections.filter((section) => isMainEvent({ section }));

  const proposed = useMemo(() => {
    const minutes = Number(change.minutes.replace(',', '.'));
    if (change.minutes.trim() === '' || !Number.isFinite(minutes)) return null;
    if (change.kind === 'scale') {
      return minutes > 0 && length > 0 ? scaleTimeline(events, (minutes * 60) / length) : null;
    }
    return change.section ? shiftSection(events, change.section, minutes * 60) : null;
  }, [change, events, length]);
  const after = useMemo(() => (proposed ? timesOf(proposed) : null), [proposed]);

  return (
    <section className="msel-timeline" aria-labelledby="msel-timeline-title">
      <h4 id="msel-timeline-title" className="msel-preview-title">
        Timeline in bulk
      </h4>
      <p className="field-hint">
        The open scenario lasts {formatMselTime(length)} on the layout timeline. Scale every time (a
        six-hour day as a 90-minute rehearsal) or move one section; preview, then apply as one
        change and save.
      </p>
      <div className="sc-field-pair">
        <SelectField
          label="Change"
          value={change.kind}
          onChange={(event) =>
            setChange(
              event.target.value === 'scale'
                ? { kind: 'scale', minutes: '' }
                : { kind: 'shift', section: mainSections[0] ?? '', minutes: '' },
            )
          }
        >
          <option value="scale">Scale all times</option>
          <option value="shift">Move a section</option>
        </SelectField>
        {change.kind === 'shift' && (
          <SelectField
            label="Section"
            value={change.section}
            onChange={(event) => setChange({ ...change, section: event.target.value })}
          >
            {mainSections.map((section) => (
              <option key={section} value={section}>
                {section}
              </option>
            ))}
          </SelectField>
        )}
      </div>
      <TextField
        label={
          change.kind === 'scale' ? 'New length (minutes)' : 'Move by (minutes, negative: earlier)'
        }
        value={change.minutes}
        maxLength={10}
        inputMode="decimal"
        onChange={(event) => setChange({ ...change, minutes: event.target.value })}
      />
      {proposed && after && (
        <div className="msel-table-wrap" tabIndex={0} role="region" aria-label="Timeline preview">
          <table className="msel-table">
            <caption className="visually-hidden">Each event's time before and after</caption>
            <thead>
              <tr>
                <th scope="col">Event</th>
                <th scope="col">Subject</th>
                <th scope="col">Now</th>
                <th scope="col">After</th>
              </tr>
            </thead>
            <tbody>
              {events.map((event) => (
                <tr key={event.id}>
                  <td>{event.id}</td>
                  <td>{event.subject || '—'}</td>
                  <td>{show(before.get(event.id))}</td>
                  <td>{show(after.get(event.id))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="form-actions">
        <button
          type="button"
          className="btn btn-secondary"
          disabled={!proposed}
          onClick={() => {
            if (!proposed) return;
            setUndo(events);
            replaceEvents(proposed);
            setChange({ ...change, minutes: '' });
          }}
        >
          Apply to the open scenario
        </button>
        <button
          type="button"
          className="btn btn-quiet"
          disabled={!undo}
          onClick={() => {
            if (!undo) return;
            replaceEvents(undo);
            setUndo(null);
          }}
        >
          Undo the timeline change
        </button>
      </div>
    </section>
  );
}
