import { useId, useState, type FormEvent } from 'react';
import { LANGUAGE_NAMES, type Language } from '@dojo/protocol';
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
  /** The scenario's languages, the original's first: a choice when there are several. */
  languages?: readonly Language[];
  onChosen: (alias: string, team: string, language?: Language) => void;
}

/** A facilitated player's alias and team (docs/player.md). */
export function AliasForm(props: AliasFormProps) {
  const { teams, initialAlias, initialTeam, failure, languages = [], onChosen } = props;
  const t = useT();
  const [alias, setAlias] = useState(initialAlias);
  const [team, setTeam] = useState(initialTeam);
  const [language, setLanguage] = useState<Language | undefined>(languages[0]);
  const languageId = useId();
  const [errors, setErrors] = useState<AliasErrors>({});
  const teamId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    void checkAlias(teams, alias, team, t).then((check) => {
      if (!check.ok) {
        setErrors(check.errors);
        return;
      }
      setErrors({});
      onChosen(check.alias, check.team, languages.length > 1 ? language : undefined);
    });
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
          {languages.length > 1 && (
            <div className="field">
              <label className="field-label" htmlFor={languageId}>
                {t('alias.language')}
              </label>
              <select
                id={languageId}
                className="select"
                value={language}
                onChange={(event) => setLanguage(event.target.value as Language)}
              >
                {languages.map((code) => (
                  <option key={code} value={code} lang={code}>
                    {LANGUAGE_NAMES[code]}
                  </option>
                ))}
              </select>
            </div>
          )}
          <button type="submit" className="btn btn-primary btn-block">
            {t('alias.join')}
          </button>
        </form>
      </section>
    </div>
  );
}
