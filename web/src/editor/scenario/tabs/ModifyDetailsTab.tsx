import { useState, type ReactNode } from 'react';
import {
  CARD_DESCRIPTION_CUT,
  LEVEL_NAMES,
  ScenarioDetailsForm,
  type ScenarioDetails,
} from '@dojo/protocol';
import { SelectField, TextAreaField, TextField } from '../../../shared/ui';
import { MediaPicker } from '../../media/MediaPicker';
import { useScenarioEditor } from '../scenarioStore';

/** docs/editor-rules.md: Modify Details only keeps the details in memory. */
export const DETAILS_UPDATED =
  "Updated the details of the scenario. Don't forget to SAVE SCENARIO, to save the changes";

type Errors = Partial<Record<keyof ScenarioDetails, string>>;

/** The form's values: the level may be unset (-1) until a belt is chosen. */
type DetailsForm = Omit<ScenarioDetails, 'level'> & { level: number };

const FLAGS: readonly {
  field: 'visible' | 'teams' | 'beta' | 'learningPrograms';
  label: string;
  hint: string;
}[] = [
  { field: 'visible', label: 'Visible', hint: 'Listed in the customer catalogue.' },
  { field: 'teams', label: 'Enable Teams', hint: 'Players can play it in teams.' },
  { field: 'beta', label: 'Beta?', hint: 'Marked as a beta exercise.' },
  {
    field: 'learningPrograms',
    label: 'Learning Program?',
    hint: 'Listed under The Learning Modules.',
  },
];

const TEXTS: readonly {
  field: 'subtitle' | 'playtime' | 'maturity' | 'delegates' | 'competencies';
  label: string;
}[] = [
  { field: 'subtitle', label: 'Subtitle' },
  { field: 'playtime', label: 'Playtime' },
  { field: 'maturity', label: 'Technical Maturity Level' },
  { field: 'delegates', label: 'Recommended Delegates' },
  { field: 'competencies', label: 'Competencies Exercised' },
];

/** Modify Details: the catalogue details of the scenario (docs/scenario-editor.md). */
export function ModifyDetailsTab() {
  const scenario = useScenarioEditor((state) => state.scenario);
  const updateDetails = useScenarioEditor((state) => state.updateDetails);
  const showMessage = useScenarioEditor((state) => state.showMessage);
  const [details, setDetails] = useState<DetailsForm>(() => pickDetails(scenario));
  const [errors, setErrors] = useState<Errors>({});
  const set = (patch: Partial<DetailsForm>) => setDetails({ ...details, ...patch });

  function save() {
    const parsed = ScenarioDetailsForm.safeParse(details);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof ScenarioDetails;
        found[field] ??= issue.message;
      }
      setErrors(found);
      showMessage('failed', parsed.error.issues[0]?.message ?? '');
      return;
    }
    setErrors({});
    updateDetails(parsed.data);
    showMessage('success', DETAILS_UPDATED);
  }

  return (
    <form
      className="panel sc-tab-panel details-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <div className="details-flags" role="group" aria-label="Catalogue options">
        {FLAGS.map(({ field, label, hint }) => (
          <label key={field} className="sc-checkbox sc-checkbox-card">
            <input
              type="checkbox"
              checked={details[field]}
              onChange={(event) => set({ [field]: event.target.checked })}
            />
            <span>
              {label}
              <span className="field-hint">{hint}</span>
            </span>
          </label>
        ))}
      </div>
      <SelectField
        label="Level"
        value={String(details.level)}
        error={errors.level}
        onChange={(event) => set({ level: Number(event.target.value) })}
      >
        <option value="-1">Select a belt level</option>
        {([0, 1, 2] as const).map((level) => (
          <option key={level} value={level}>
            {LEVEL_NAMES[level]}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Title"
        value={details.title}
        error={errors.title}
        onChange={(event) => set({ title: event.target.value })}
      />
      <TextAreaField
        label="Description"
        rows={8}
        value={details.description}
        error={errors.description}
        hint={`${details.description.length.toLocaleString('en')} characters. The catalogue card shows the first ${CARD_DESCRIPTION_CUT.kept}; the scenario's page shows it all.`}
        onChange={(event) => set({ description: event.target.value })}
      />
      <Pairs>
        {TEXTS.map(({ field, label }) => (
          <TextField
            key={field}
            label={label}
            value={details[field]}
            onChange={(event) => set({ [field]: event.target.value })}
          />
        ))}
      </Pairs>
      <MediaPicker
        label="Image"
        filter="image"
        value={details.image}
        onChange={(image) => set({ image })}
      />
      {errors.image && <p className="field-message">{errors.image}</p>}
      <div className="form-actions">
        <button type="submit" className="btn btn-primary">
          Save
        </button>
      </div>
    </form>
  );
}

function Pairs({ children }: { children: ReactNode }) {
  return <div className="sc-field-pair">{children}</div>;
}

function pickDetails(source: ScenarioDetails): DetailsForm {
  const { visible, title, subtitle, description, playtime, maturity, delegates, competencies } =
    source;
  const { image, learningPrograms, level, teams, beta } = source;
  return {
    visible,
    title,
    subtitle,
    description,
    playtime,
    maturity,
    delegates,
    competencies,
    image,
    learningPrograms,
    level,
    teams,
    beta,
  };
}
