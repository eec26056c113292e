import {
  LANGUAGE_NAMES,
  type Language,
  type ScenarioEvent,
  type ScenarioTranslation,
} from '@dojo/protocol';
import { TextAreaField, TextField } from '../../../shared/ui';
import {
  eventOriginals,
  personaRoles,
  translatableEvents,
  translatablePdfs,
  withEventText,
  withOptionText,
  withPdfText,
  withRole,
  withTitle,
} from './translationDraft';

interface Props {
  /** The scenario's title, translated first: players' screens and mails name it. */
  title: string;
  events: readonly ScenarioEvent[];
  original: Language;
  language: Language;
  translation: ScenarioTranslation;
  onChange(next: ScenarioTranslation): void;
}

const SUBJECT_MAX = 200;
const CONTENT_MAX = 50_000;

/** One text side by side: the original, read-only, and its translation. */
function Row(props: {
  label: string;
  original: string;
  originalLanguage: Language;
  language: Language;
  value: string;
  long: boolean;
  onChange(text: string): void;
}) {
  const { label, original, originalLanguage, language, value, long, onChange } = props;
  const translated = `${label} (${LANGUAGE_NAMES[language]})`;
  return (
    <div className="tr-row">
      <div className="tr-original">
        <span className="tr-original-label">
          {label} ({LANGUAGE_NAMES[originalLanguage]})
        </span>
        <p lang={originalLanguage}>{original}</p>
      </div>
      {long ? (
        <TextAreaField
          label={translated}
          lang={language}
          value={value}
          rows={3}
          maxLength={CONTENT_MAX}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <TextField
          label={translated}
          lang={language}
          value={value}
          maxLength={SUBJECT_MAX}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </div>
  );
}

/** Every translatable text of the scenario: events, then persona roles, then PDFs. */
export function TranslationForm(props: Props) {
  const { title, events, original, language, translation, onChange } = props;
  const common = { originalLanguage: original, language };
  return (
    <>
      {title.trim() !== '' && (
        <fieldset className="tr-event">
          <legend>Scenario</legend>
          <Row
            {...common}
            label="Title"
            long={false}
            original={title}
            value={translation.title ?? ''}
            onChange={(text) => onChange(withTitle(translation, text))}
          />
        </fieldset>
      )}
      {translatableEvents(events).map((event) => {
        const texts = translation.events[event.id];
        const { fields, options } = eventOriginals(event);
        return (
          <fieldset key={event.id} className="tr-event">
            <legend>
              Event {event.id}
              {event.subject ? `: ${event.subject}` : ''}
            </legend>
            {fields.map(({ field, label, long }) => (
              <Row
                key={field}
                {...common}
                label={label}
                long={long}
                original={event[field] ?? ''}
                value={texts?.[field] ?? ''}
                onChange={(text) => onChange(withEventText(translation, event.id, field, text))}
              />
            ))}
            {options.map((option) => (
              <Row
                key={option.id}
                {...common}
                label={`Option ${Number(option.id) + 1}`}
                long={false}
                original={option.text}
                value={texts?.options?.[option.id] ?? ''}
                onChange={(text) =>
                  onChange(withOptionText(translation, event.id, option.id, text))
                }
              />
            ))}
          </fieldset>
        );
      })}
      {personaRoles(events).length > 0 && (
        <fieldset className="tr-event">
          <legend>Persona roles</legend>
          {personaRoles(events).map(({ name, role }) => (
            <Row
              key={name}
              {...common}
              label={`Role of ${name}`}
              long={false}
              original={role}
              value={translation.personas[name]?.role ?? ''}
              onChange={(text) => onChange(withRole(translation, name, text))}
            />
          ))}
        </fieldset>
      )}
      {translatablePdfs(events).map((pdf) => (
        <fieldset key={pdf} className="tr-event">
          <legend>PDF {pdf}</legend>
          <p className="tr-hint">
            The original is under PDF; players of this language read these instead.
          </p>
          <Row
            {...common}
            label="Title"
            long={false}
            original={pdf}
            value={translation.pdfs[pdf]?.title ?? ''}
            onChange={(text) => onChange(withPdfText(translation, pdf, 'title', text))}
          />
          <Row
            {...common}
            label="Content"
            long
            original="(the PDF's content)"
            value={translation.pdfs[pdf]?.content ?? ''}
            onChange={(text) => onChange(withPdfText(translation, pdf, 'content', text))}
          />
        </fieldset>
      ))}
    </>
  );
}
