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
