import { useState, type FormEvent } from 'react';
import {
  ORDER_MESSAGES,
  maxPlayers,
  portalCalls,
  LANGUAGES,
  LANGUAGE_NAMES,
  type Language,
  type Level,
  type OrderCreated,
  type PortalScenario,
} from '@dojo/protocol';
import { callApi } from '../../shared/api';
import { errorText } from '../../shared/i18n/errorText';
import { useT } from '../../shared/i18n';
import { StatusBanner, TextField } from '../../shared/ui';
import { DateFields } from './DateFields';
import { OrderSuccess } from './OrderSuccess';
import {
  checkDraft,
  costOf,
  draftDateWarning,
  emailKey,
  emptyDraft,
  moveToTeam,
  orderRequest,
  removeTeam,
  renameTeam,
  setPlayerLanguage,
  teamOf,
  validEmails,
  type OrderDraft,
} from './orderDraft';
import { ParticipantCount, PlayerRows } from './PlayerRows';
import { TeamEditor } from './lazyTeamEditor';
import type { OrderFormData } from './useOrderContext';

interface OrderFormProps {
  scenario: PortalScenario;
  token: string;
  user: string;
  level: Level;
  data: OrderFormData;
  /** Re-reads credits and identifiers after an order. */
  onOrdered(): Promise<void>;
}

type Outcome = { kind: 'failed'; message: string } | { kind: 'success'; order: OrderCreated };

/** The order form (docs/portal.md): the rules are checked here and again on the server. */
export function OrderForm({ scenario, token, user, level, data, onOrdered }: OrderFormProps) {
  const t = useT();
  const [now] = useState(() => Date.now());
  const [draft, setDraft] = useState<OrderDraft>(() => emptyDraft(now));
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [pending, setPending] = useState(false);
  const update = (changes: Partial<OrderDraft>) =>
    setDraft((current) => ({ ...current, ...changes }));
  const fail = (message: string) => setOutcome({ kind: 'failed', message });
  const { privacy } = data;
  const cost = costOf(draft, privacy);
  // A past start date is accepted (docs/portal.md) but never silently: warn and say so on Submit.
  const dateWarning = draftDateWarning(draft, now);
  const who = { token, username: user, scenario: scenario.fileName, privacy };

  function toggleTeams() {
    if (draft.teamsEnabled) return update({ teamsEnabled: false, assignment: {} });
    if (level === 0) return fail(ORDER_MESSAGES.teamsNeedLevel);
    if (!scenario.teams) return fail(ORDER_MESSAGES.teamsDisabled);
    setOutcome(null);
    update({ teamsEnabled: true });
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const request = orderRequest(draft, who);
    const context = {
      level,
      privacy,
      scenarioTeams: scenario.teams,
      identifiers: data.identifiers,
    };
    const problem = checkDraft(draft, request, context);
    if (problem) return fail(problem);
    setPending(true);
    setOutcome(null);
    try {
      const order = await callApi(portalCalls.createOrder, request);
      setDraft(emptyDraft(now));
      setOutcome({ kind: 'success', order });
      await onOrdered();
    } catch (error) {
      fail(errorText(error));
    } finally {
      setPending(false);
    }
  }

  return (
    <form className="order-form" noValidate onSubmit={submit} aria-labelledby="order-heading">
      <h2 id="order-heading" className="order-heading">
        {t('order.title', { scenario: scenario.title })}
      </h2>
      <div className="order-grid">
        <TextField
          label={t('order.identifier')}
          name="identifier"
          autoComplete="off"
          placeholder={t('order.identifierExample')}
          value={draft.identifier}
          onChange={(event) => update({ identifier: event.target.value })}
        />
        {data.trainers.length > 0 && (
          <div className="field">
            <label className="field-label" htmlFor="order-trainer">
              {t('order.trainer')}
            </label>
            <select
              id="order-trainer"
              className="select"
              value={draft.trainer}
              onChange={(event) => update({ trainer: event.target.value })}
            >
              <option value="">{t('order.noTrainer')}</option>
              {data.trainers.map((trainer) => (
                <option key={trainer} value={trainer}>
                  {trainer}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="field">
          <label className="field-label" htmlFor="order-language">
            {t('order.language')}
          </label>
          <select
            id="order-language"
            className="select"
            value={draft.language}
            onChange={(event) => update({ language: event.target.value as Language | '' })}
            aria-describedby="order-language-hint"
          >
            <option value="">{t('order.browserLanguage')}</option>
            {LANGUAGES.map((language) => (
              <option key={language} value={language} lang={language}>
                {LANGUAGE_NAMES[language]}
              </option>
            ))}
          </select>
          <p className="order-hint" id="order-language-hint">
            {t('order.languageHint')}
          </p>
        </div>
        <DateFields
          year={draft.year}
          month={draft.month}
          day={draft.day}
          now={now}
          onChange={(date) => update(date)}
        />
      </div>
      {dateWarning && (
        <div className="order-date-warning">
          <StatusBanner kind="warning">{dateWarning}</StatusBanner>
        </div>
      )}

      {privacy ? (
        <ParticipantCount count={draft.count} onChange={(count) => update({ count })} />
      ) : (
        <>
          <PlayerRows
            emails={draft.emails}
            onChange={(emails) => update({ emails })}
            onAdd={() => {
              if (draft.emails.length >= maxPlayers(level)) return ORDER_MESSAGES.tooManyPlayers;
              update({ emails: [...draft.emails, ''] });
              return null;
            }}
            onRefused={fail}
            languageOf={(email) => draft.playerLanguages[emailKey(email)] ?? ''}
            onLanguage={(email, language) =>
              setDraft((current) => setPlayerLanguage(current, email, language))
            }
            times={draft.times}
            onTimesChange={(times) => update({ times })}
          />
          <div className="order-teams">
            <button
              type="button"
              className="btn btn-secondary"
              aria-pressed={draft.teamsEnabled}
              onClick={toggleTeams}
            >
              {draft.teamsEnabled ? t('order.disableTeams') : t('order.enableTeams')}
            </button>
            {draft.teamsEnabled && (
              <TeamEditor
                emails={validEmails(draft)}
                teams={draft.teams}
                teamOf={(email) => teamOf(draft, email)}
                onMove={(email, team) => {
                  // A refusal about the teams no longer holds once a player moved.
                  if (outcome?.kind === 'failed') setOutcome(null);
                  setDraft((current) => moveToTeam(current, email, team));
                }}
                onRename={(index, name) => setDraft((current) => renameTeam(current, index, name))}
                onRemove={(index) => setDraft((current) => removeTeam(current, index))}
              />
            )}
          </div>
        </>
      )}

      <div className="order-summary" aria-live="polite">
        <p>
          {t('order.cost')} <strong>{t('order.credits', { count: cost })}</strong>
        </p>
        <p className="order-balance">
          {t('order.available')} <strong>{t('order.credits', { count: data.credit })}</strong>
        </p>
      </div>

      {outcome?.kind === 'failed' && (
        <StatusBanner kind="failed" onDismiss={() => setOutcome(null)}>
          {outcome.message}
        </StatusBanner>
      )}
      {outcome?.kind === 'success' && (
        <OrderSuccess order={outcome.order} onDismiss={() => setOutcome(null)} />
      )}

      <button
        type="submit"
        className="btn btn-primary order-submit"
        disabled={pending}
        aria-busy={pending}
      >
        {dateWarning ? t('order.submitNow') : t('order.submit')}
      </button>
    </form>
  );
}
