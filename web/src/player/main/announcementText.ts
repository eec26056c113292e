import type { ScenarioEvent } from '@dojo/protocol';
import type { Translate } from '../../shared/i18n';
import { eventKind } from '../state/events';

/** The sentence announcing one new event, in the player's language. */
export function announcementFor(event: ScenarioEvent, t: Translate): string {
  const subject = event.subject?.trim() || t('announce.noSubject');
  const name = event.name;
  switch (eventKind(event)) {
    case 'Email':
      return name ? t('announce.emailFrom', { name, subject }) : t('announce.email', { subject });
    case 'Social':
      return name ? t('announce.socialFrom', { name, subject }) : t('announce.social', { subject });
    case 'News':
      return t('announce.news', { subject });
    case 'Alert':
      return t('announce.alert', { subject });
  }
}
