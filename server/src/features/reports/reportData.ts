import {
  NO_TEAM,
  isFlagSet,
  localizedAnswer,
  optionTexts,
  translationFor,
  playerResult,
  responseTypeOf,
  takesAnswer,
  teamResult,
  timeLimitSeconds,
  unscoredReason,
  type EventAnswer,
  type PlayerScore,
  type PlayerStatus,
  type QuestionResponse,
  type Respondent,
  type ScenarioFile,
  type ReportData,
  type ReportQuestion,
  type ScenarioEvent,
  type TeamScore,
  type TimeSetting,
  DEFAULT_TIME_SETTING,
  hasExtraTime,
} from '@dojo/protocol';
import { isScoredQuestion, markAnswer, scoreProjection } from '@dojo/scheduler';
import type { ExerciseDoc, PlayerDoc, ResponseDoc } from '../exercises/exercise.docs';
import { playerLanguage } from '../exercises/playerLanguage';
import type { PlayerGame } from '../player/playerGame';
import type { ExerciseGames } from './reportGames';
import { timeSettingOf } from '../exercises/timeSettings';

/** An answer as the report lists it: a choice, a ranked list, or a form's field values. */
export function answerLabel(answer: EventAnswer, ranked = false): string {
  if (typeof answer === 'string') return answer.trim();
  if (Array.isArray(answer)) return answer.map((item) => item.trim()).join(ranked ? ' > ' : ', ');
  return Object.entries(answer)
    .map(([field, value]) => `${field}: ${Array.isArray(value) ? value.join(', ') : value}`)
    .join('; ');
}

type Translatable = Pick<ScenarioFile, 'language' | 'translations'>;

const PASSFAIL = { correct: 'pass', wrong: 'fail', neutral: 'neutral' } as const;

/** Seconds from the event showing to the answering player until the answer. */
function secondsTaken(doc: ResponseDoc, game: PlayerGame | undefined): number {
  if (doc.answeredAfterMs !== undefined) return Math.max(0, doc.answeredAfterMs) / 1000;
  const shown = game?.projection.visible.find((item) => item.event.id === doc.eventId);
  return shown ? Math.max(0, doc.answeredAt - shown.displayAt) / 1000 : 0;
}

/**
 * The time setting the respondent had when the question showed to them (docs/extra-time.md):
 * the one their answer is judged by. Only a setting other than standard is named.
 */
function settingWhenShown(
  doc: ResponseDoc,
  player: PlayerDoc | undefined,
  game: PlayerGame | undefined,
): { timeSetting?: TimeSetting } {
  const shown = game?.projection.visible.find((item) => item.event.id === doc.eventId);
  const setting = shown
    ? (shown.timeSetting ?? DEFAULT_TIME_SETTING)
    : player
      ? timeSettingOf(player)
      : DEFAULT_TIME_SETTING;
  return hasExtraTime(setting) ? { timeSetting: setting } : {};
}

/** The options an answer chose, in its order (a form's values are not options: none). */
function answerItems(answer: EventAnswer): string[] | undefined {
  if (typeof answer === 'string') return [answer.trim()];
  return Array.isArray(answer) ? answer.slice(0, 200).map((item) => item.trim()) : undefined;
}

/**
 * Answers are grouped by the original's option texts (every language answers the same
 * options, matched by id); each respondent also carries their language and, for a
 * translation, the answer as they saw it (docs/translations.md).
 */
function inTheirLanguage(
  event: ScenarioEvent,
  doc: ResponseDoc,
  player: PlayerDoc | undefined,
  scenario: Translatable,
): Pick<Respondent, 'language' | 'answer'> {
  if (player?.language === undefined) return {};
  const translation = translationFor(scenario, player.language);
  if (!translation) return { language: player.language };
  const seen = localizedAnswer(event, translation, doc.answer);
  return {
    language: player.language,
    answer: answerLabel(seen, responseTypeOf(event) === 'reorder'),
  };
}

function questionOf(
  event: ScenarioEvent,
  answers: readonly ResponseDoc[],
  who: (doc: ResponseDoc) => { player: PlayerDoc | undefined; game: PlayerGame | undefined },
  scenario: Translatable,
): ReportQuestion {
  const byText = new Map<string, QuestionResponse>();
  for (const doc of answers) {
    const text = answerLabel(doc.answer, responseTypeOf(event) === 'reorder');
    const { player, game } = who(doc);
    const entry = byText.get(text) ?? { text, count: 0, respondents: [] };
    if (!byText.has(text)) {
      const mark = markAnswer(event, doc.answer);
      entry.mark = mark === 'unscored' ? 'neutral' : mark;
      const items = answerItems(doc.answer);
      if (items) entry.items = items;
      byText.set(text, entry);
    }
    entry.count += 1;
    entry.respondents.push({
      player: player?.user ?? doc.playerId,
      time: secondsTaken(doc, game),
      team: player?.team ?? NO_TEAM,
      ...inTheirLanguage(event, doc, player, scenario),
      ...settingWhenShown(doc, player, game),
    });
  }
  const scored = isScoredQuestion(event);
  const reason = unscoredReason(event);
  const type = responseTypeOf(event);
  return {
    id: event.id,
    subject: event.subject ?? event.name ?? event.id,
    timeLimit: timeLimitSeconds(event) ?? null,
    responses: [...byText.values()].sort((a, b) => b.count - a.count),
    responseType: type,
    options: optionTexts(event).slice(0, 200),
    scored,
    ...(reason === null ? {} : { unscoredReason: reason }),
    ...(type === 'reorder' && scored
      ? { correctOrder: (event.correct ?? []).map((item) => item.trim()).slice(0, 200) }
      : {}),
    team: isFlagSet(event.team),
  };
}

function scoreOf(
  player: PlayerDoc,
  exercise: ExerciseDoc,
  game: PlayerGame | undefined,
  status: PlayerStatus,
): PlayerScore {
  const team = player.team ?? NO_TEAM;
  // The language the product speaks to them: their own, else the order's (docs/languages.md).
  const language = { language: playerLanguage(player, exercise) };
  const engine = game
    ? scoreProjection(game.projection, game.responses, player._id, player.team ?? undefined)
    : null;
  const result = playerResult(status, engine);
  const setting = timeSettingOf(player);
  const time = hasExtraTime(setting) ? { timeSetting: setting } : {};
  if (!game || !engine || !result) {
    return { user: player.user, team, status, ...time, results: [], ...language };
  }
  const results: PlayerScore['results'] = [];
  for (const visible of game.projection.visible) {
    const mark = markAnswer(visible.event, visible.response?.answer);
    if (mark !== 'unscored') results.push({ id: visible.event.id, passfail: PASSFAIL[mark] });
  }
  return {
    user: player.user,
    team,
    status,
    ...time,
    results,
    ...language,
    ...result,
    ownPasses: engine.ownPasses,
    teamPasses: engine.teamPasses,
  };
}

/** Each team's result by the one team rule (`teamResult`, docs/reports.md). */
function teamScores(players: readonly PlayerDoc[], scores: readonly PlayerScore[]): TeamScore[] {
  const members = new Map<string, PlayerScore[]>();
  players.forEach((player, index) => {
    const score = scores[index];
    if (player.team === null || !score) return;
    members.set(player.team, [...(members.get(player.team) ?? []), score]);
  });
  return [...members].map(([team, list]) => ({
    team,
    ...teamResult(
      list.map((score) => ({
        status: score.status,
        result:
          score.totalQuestions === undefined
            ? null
            : {
                score: score.score ?? 0,
                totalQuestions: score.totalQuestions,
                ...(score.passed === undefined ? {} : { passed: score.passed }),
              },
      })),
    ),
  }));
}

/**
 * A report's data (docs/reports.md): every question that takes an answer with its answers
 * grouped by text (respondents with seconds taken), the players' notes as incident logs,
 * the participants and the engine's scores of what each player was shown.
 */
export function buildReport(
  input: ExerciseGames,
  statuses: ReadonlyMap<string, PlayerStatus>,
): ReportData {
  const { exercise, players, games, responses } = input;
  const byId = new Map(players.map((player) => [player._id, player]));
  const who = (doc: ResponseDoc) => ({
    player: byId.get(doc.playerId),
    game: games.get(doc.playerId),
  });
  const questions = exercise.scenario.scenario
    .filter((event) => takesAnswer(event))
    .map((event) =>
      questionOf(
        event,
        responses.filter((doc) => doc.eventId === event.id),
        who,
        exercise.scenario,
      ),
    );
  const scores = players.map((player) =>
    scoreOf(player, exercise, games.get(player._id), statuses.get(player._id) ?? 'invited'),
  );
  return {
    type: 'success',
    questions,
    incidentLogs: players
      .filter((player) => player.notes.trim() !== '')
      .map((player) => ({ user: player.user, text: player.notes })),
    participants: Object.fromEntries(
      players.map((player) => [player.user, player.team ?? NO_TEAM]),
    ),
    totalQuestions: Math.max(0, ...scores.map((entry) => entry.totalQuestions ?? 0)),
    scores,
    name: exercise.identifier,
    scenario: exercise.scenario.title,
    kind: exercise.facilitated ? 'Facilitated' : 'Automated',
    teams: teamScores(players, scores),
  };
}
