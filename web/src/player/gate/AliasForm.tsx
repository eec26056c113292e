import { useId, useState, type FormEvent } from 'react';
import { StatusBanner, TextField } from '../../shared/ui';
import { checkAlias, type AliasErrors } from './aliasChoice';
import './gate.css';
import { useT } from '../../shared/i18n';

interface AliasFormProps {
  teams: string[];
  initialAlias: string;
  initialTeam: string;
  /** Why the last attempt to join was refused. */
  failure?: string | null;
  onChosen: (alias: string, team: string) => void;
}

/** A facilitated player's alias and team (docs/player.md). */
export function AliasForm({ teams, initialAlias, initialTeam, failure, onChosen }: AliasFormProps) {
  const t = useT();
  const [alias, setAlias] = useState(initialAlias);
  const [team, setTeam] = useState(initialTeam);
  const [errors, setErrors] = useState<AliasErrors>({});
  const teamId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    const check = checkAlias(teams, alias, team);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    setErrors({});
    onChosen(check.alias, check.team);
  }

  return (
    <div className="gate">
      <section className="gate-card" aria-labelledby="alias-title">
        <h1 id="alias-title">{t('alias.title')}</h1>
        <p className="gate-lead">{t('alias.lead')}</p>
        {failure && <StatusBanner kind="failed">{failure}</StatusBanner>}
        <form className="form gate-form" onSubmit={submit} noValidate>
          <TextField
            label={t('alias.alias')}
            name="alias"
            autoComplete="nickname"
            value={alias}
            onChange={(event) => setAlias(event.target.value)}
            error={errors.alias}
          />
          <div className="field">
            <label className="field-label" htmlFor={teamId}>
              {t('alias.team')}
            </label>
            <select
              id={teamId}
              className="select"
              value={team}
              onChange={(event) => setTeam(event.target.value)}
              aria-invalid={errors.team ? true : undefined}
              aria-describedby={errors.team ? `${teamId}-message` : undefined}
            >
              <option value="">{t('alias.selectTeam')}</option>
              {teams.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
            {errors.team && (
              <p className="field-message" id={`${teamId}-message`}>
                {errors.team}
              </p>
            )}
          </div>
          <button type="submit" className="btn btn-primary btn-block">
            {t('alias.join')}
          </button>
        </form>
      </section>
    </div>
  );
}
