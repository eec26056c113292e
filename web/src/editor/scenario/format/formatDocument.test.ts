import { describe, expect, it } from 'vitest';
import { newScenario } from '@dojo/protocol';
import { eventAssets, formatDocument } from './formatDocument';

const scenario = {
  ...newScenario(),
  sections: ['1', 'Preset', 'Noise'],
  events: [
    {
      id: '1',
      section: 'Preset',
      type: 'News' as const,
      name: 'Jordan Blake',
      role: 'Reporter',
      organisation: 'Daily Byte',
      subject: 'Wave',
    },
    {
      id: '2',
      section: '1',
      type: 'Email' as const,
      name: 'Sam Patel',
      role: 'SOC Analyst',
      organisation: 'Acme Corp',
      subject: 'FS-02',
      image: 'fs02.png',
      pdf: 'playbook',
      next: '3',
      delay: '10',
    },
    {
      id: '3',
      section: '1',
      name: 'Sam Patel',
      subject: 'Report',
      options: 'incidentReport',
      image: 'fs02.png',
    },
  ],
};

describe('formatDocument', () => {
  const document = formatDocument(scenario);

  it('lists every persona once, in tab order, with the name of their profile picture', () => {
    expect(document.stakeholders).toEqual([
      {
        name: 'Sam Patel',
        role: 'SOC Analyst',
        organisation: 'Acme Corp',
        picture: 'SamPatel.png',
      },
      {
        name: 'Jordan Blake',
        role: 'Reporter',
        organisation: 'Daily Byte',
        picture: 'JordanBlake.png',
      },
    ]);
  });

  it('lists the sections with their cards', () => {
    expect(document.structure).toEqual([
      { section: '1', kind: 'Main', cardIds: ['2', '3'] },
      { section: 'Preset', kind: 'Preset', cardIds: ['1'] },
      { section: 'Noise', kind: 'Noise', cardIds: [] },
    ]);
  });

  it('gives each card its time from the start, channel, assets and question type', () => {
    expect(
      document.content.map((row) => [
        row.cardId,
        row.time,
        row.channel,
        row.assets,
        row.questionType,
      ]),
    ).toEqual([
      ['2', '00:00:00', 'Email', ['fs02.png', 'playbook'], 'none'],
      ['3', '00:00:10', 'Email', ['fs02.png', 'incidentReport'], 'form'],
      ['1', 'At the start', 'News', [], 'none'],
    ]);
  });

  it('lists each asset once with the cards using it', () => {
    expect(document.assets).toEqual([
      { kind: 'Image', identifier: 'fs02.png', cardIds: ['2', '3'] },
      { kind: 'PDF', identifier: 'playbook', cardIds: ['2'] },
      { kind: 'Form', identifier: 'incidentReport', cardIds: ['3'] },
    ]);
  });
});

describe('formatDocument structure', () => {
  it('lists Preset before Noise whatever order the tabs were dragged into', () => {
    const dragged = { ...scenario, sections: ['1', 'Noise', 'Preset'] };
    expect(formatDocument(dragged).structure.map((row) => row.section)).toEqual([
      '1',
      'Preset',
      'Noise',
    ]);
  });
});

describe('formatDocument personas', () => {
  const jordanComments = {
    ...newScenario(),
    events: [
      {
        id: '1',
        section: '1',
        type: 'Social' as const,
        name: 'Sam Patel',
        role: 'SOC Analyst',
        organisation: 'Acme Corp',
        content: 'Anyone else seeing outages?',
        comments: [
          {
            organisation: 'Daily Byte',
            persona: 'Jordan Blake',
            content: 'Looking into it.',
            address: 'jordan.blake@dailybyte.example',
          },
        ],
      },
      {
        id: '2',
        section: 'Preset',
        type: 'News' as const,
        name: 'Jordan Blake',
        role: 'Technology Reporter',
        organisation: 'Daily Byte',
        subject: 'Wave',
      },
    ],
  };

  it('gives a persona met first in a comment the role a later event gives it', () => {
    const jordan = formatDocument(jordanComments).stakeholders.find(
      (person) => person.name === 'Jordan Blake',
    );
    expect(jordan).toMatchObject({ role: 'Technology Reporter', organisation: 'Daily Byte' });
  });

  it('takes the role of a persona no event gives one from the organisations directory', () => {
    const onlyComment = { ...jordanComments, events: jordanComments.events.slice(0, 1) };
    const directory = [
      {
        name: 'Daily Byte',
        personas: [{ name: 'Jordan Blake', email: 'j@d.example', role: 'Technology Reporter' }],
      },
    ];
    expect(formatDocument(onlyComment).stakeholders[1]?.role).toBe('');
    expect(formatDocument(onlyComment, directory).stakeholders[1]).toMatchObject({
      name: 'Jordan Blake',
      role: 'Technology Reporter',
    });
  });
});

describe('formatDocument Noise times', () => {
  const noisy = {
    ...newScenario(),
    events: [
      { id: '1', section: '1', type: 'Email' as const, name: 'Sam', subject: 'Start' },
      {
        id: '2',
        section: 'Noise',
        type: 'Email' as const,
        name: 'Morgan',
        subject: 'Town hall',
        displayAfter: '2',
        // A display time clears next and the delay; an answer can still lead on (5 s later).
        options: '[{"option":"Noted","next":"3"}]',
      },
      { id: '3', section: 'Noise', type: 'Email' as const, name: 'Morgan', subject: 'Reminder' },
      { id: '4', section: 'Noise', type: 'Email' as const, name: 'Morgan', subject: 'Stray' },
    ],
  };
  const timeOf = (id: string) =>
    formatDocument(noisy).content.find((row) => row.cardId === id)?.time;

  it('shows a Noise event at its display time, not as "Noise"', () => {
    expect(timeOf('2')).toBe('00:02:00');
  });

  it('shows a Noise event another one leads to at the soonest time it follows', () => {
    expect(timeOf('3')).toBe('00:02:05');
  });

  it('shows a Noise event nothing schedules or leads to as not reached', () => {
    expect(timeOf('4')).toBe('Not reached');
  });
});

describe('formatDocument schedule', () => {
  const tabletop = {
    ...newScenario(),
    events: [
      { id: 'p', section: 'Preset', type: 'News' as const, subject: 'Backdrop' },
      {
        id: '1',
        section: '1',
        type: 'Email' as const,
        subject: 'Inject 1',
        next: '2',
        delay: '60',
      },
      { id: '2', section: '1', subject: 'Inject 2', next: '3', startAt: '900' },
      { id: '3', section: '2', subject: 'Inject 3', next: '4', startAt: '1800', delay: '1200' },
      { id: '4', section: '2', subject: 'Inject 4', startAt: '2700' },
      { id: 'n', section: 'Noise', subject: 'Town hall', displayAfter: '20' },
      { id: 'x', section: '2', subject: 'Written later' },
    ],
  };

  it('lists what shows in game-time order, with what times each event', () => {
    expect(
      formatDocument(tabletop).schedule.map((row) => [row.time, row.cardId, row.timedBy]),
    ).toEqual([
      ['00:00:00', 'p', 'At the start (Preset)'],
      ['00:00:00', '1', 'First event'],
      ['00:15:00', '2', 'Starts at 15:00, or on arrival when later'],
      ['00:20:00', 'n', 'Display at 20:00'],
      ['00:30:00', '3', 'Starts at 30:00, or on arrival when later'],
      // Inject 3's delay (20 minutes) brings inject 4 later than its start time: on arrival.
      ['00:50:00', '4', 'Starts at 45:00, or on arrival when later'],
    ]);
  });

  it('gives the same times in the content table', () => {
    const timeOf = (id: string) =>
      formatDocument(tabletop).content.find((row) => row.cardId === id)?.time;
    expect([timeOf('2'), timeOf('4'), timeOf('x')]).toEqual([
      '00:15:00',
      '00:50:00',
      'Not reached',
    ]);
  });
});

describe('eventAssets', () => {
  it('lists the video and audio an event plays, after its images', () => {
    expect(
      eventAssets({
        id: '9',
        image: 'lobby.png',
        media: [
          { name: 'ceo-a1b2c3d4e5.webm', kind: 'video' },
          { name: 'call-q1w2e3r4t5.ogg', kind: 'audio' },
        ],
      }),
    ).toEqual([
      { kind: 'Image', identifier: 'lobby.png' },
      { kind: 'Video', identifier: 'ceo-a1b2c3d4e5.webm' },
      { kind: 'Audio', identifier: 'call-q1w2e3r4t5.ogg' },
    ]);
  });
});
