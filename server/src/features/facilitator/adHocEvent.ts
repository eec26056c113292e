import type { ScenarioEvent, SendEventRequest } from '@dojo/protocol';
import { sanitizeRichHtml } from '../../sanitize/richHtml';

/**
 * The event a facilitator sends (docs/facilitator.md): from the persona `name` of
 * organisation `org`; the media shows as the event's image, a PDF goes with e-mails only.
 * It asks nothing of the players: no options, no time limit, nothing follows it. It has no
 * `date`: players see the game-clock time it reached them, like every scenario event.
 */
export function adHocScenarioEvent(input: SendEventRequest, id: string): ScenarioEvent {
  const event: ScenarioEvent = {
    id,
    type: input.type,
    name: input.name.trim(),
    role: input.role.trim(),
    organisation: input.org.trim(),
    address: input.address.trim(),
    subject: input.subject.trim(),
    content: sanitizeRichHtml(input.content, { videoEmbeds: true }),
    responseType: 'none',
    options: '',
    timeLimit: '-1',
    next: -1,
  };
  if (input.media.trim() !== '') event.image = input.media.trim();
  if (input.type === 'Email' && input.pdf.trim() !== '') event.pdf = input.pdf.trim();
  if (input.type === 'Social') Object.assign(event, { likes: '0', retweets: '0', comments: [] });
  return event;
}
