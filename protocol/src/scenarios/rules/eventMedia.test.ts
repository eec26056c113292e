import { describe, expect, it } from 'vitest';
import { ScenarioEvent } from '../event.entities';
import { EVENT_MEDIA_MAX } from '../media.entities';
import { eventMediaFindings, eventMediaNames } from './eventMedia';
import { normaliseEventForSave } from './normalise';

const event = (media: unknown) =>
  ScenarioEvent.safeParse({ id: '2', subject: 'Unusual activity', media });
const LIBRARY = [
  { name: 'ceo-a1b2c3d4e5.mp4', kind: 'video' as const },
  { name: 'call-q1w2e3r4t5.ogg', kind: 'audio' as const },
  { name: 'lobby-z9x8c7v6b5.png', kind: 'image' as const },
];

describe('the event media field', () => {
  it('takes up to three video or audio files by media name', () => {
    expect(event([{ name: 'ceo-a1b2c3d4e5.mp4', kind: 'video' }]).success).toBe(true);
    const four = Array.from({ length: EVENT_MEDIA_MAX + 1 }, () => ({
      name: 'ceo-a1b2c3d4e5.mp4',
      kind: 'video',
    }));
    expect(event(four).error?.issues[0]?.message).toBe(
      'An event plays at most 3 video or audio files.',
    );
  });

  it('refuses a path, an empty or overlong name, and a kind other than video or audio', () => {
    expect(event([{ name: '../etc/passwd', kind: 'video' }]).error?.issues[0]?.message).toBe(
      'A media name holds only letters, digits, dots, dashes and underscores.',
    );
    expect(event([{ name: '', kind: 'video' }]).success).toBe(false);
    expect(event([{ name: `${'a'.repeat(97)}.mp4`, kind: 'video' }]).success).toBe(false);
    expect(event([{ name: 'lobby.png', kind: 'image' }]).success).toBe(false);
  });

  it('is dropped on save when the list is empty', () => {
    expect(normaliseEventForSave({ id: '1', media: [] })).not.toHaveProperty('media');
  });
});

describe('eventMediaFindings', () => {
  const events: ScenarioEvent[] = [
    {
      id: '2',
      subject: 'Unusual activity',
      media: [
        { name: 'ceo-a1b2c3d4e5.mp4', kind: 'video' },
        { name: 'gone-0000000000.webm', kind: 'video' },
      ],
    },
    { id: '3', media: [{ name: 'lobby-z9x8c7v6b5.png', kind: 'video' }] },
    { id: '4', media: [{ name: 'call-q1w2e3r4t5.ogg', kind: 'video' }] },
  ];

  it('names each file that is missing, an image, or of another kind; nothing when all play', () => {
    expect(eventMediaFindings(events, LIBRARY)).toEqual([
      'Event (2) Unusual activity plays gone-0000000000.webm, which is not in the media library. Upload it under Upload Video/Audio or choose another file.',
      'Event (3) plays lobby-z9x8c7v6b5.png, which is an image: only video and audio files can be played.',
      'Event (4) plays call-q1w2e3r4t5.ogg as a video, but it is an audio file.',
    ]);
    expect(
      eventMediaFindings(events.slice(0, 1), [
        ...LIBRARY,
        { name: 'gone-0000000000.webm', kind: 'video' },
      ]),
    ).toEqual([]);
  });

  it('lists every media name once', () => {
    expect(eventMediaNames([...events, ...events])).toHaveLength(4);
  });
});
