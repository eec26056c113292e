import { describe, expect, it } from 'vitest';
import type { PortalScenario } from '@dojo/protocol';
import { splitCatalogue } from './catalogueStore';

function scenario(title: string, learningPrograms: boolean): PortalScenario {
  return {
    id: title.replace(/ /g, '-'),
    title,
    description: '',
    image: '',
    level: 0,
    visible: true,
    fileName: title,
    learningPrograms,
    subtitle: '',
    playtime: '',
    maturity: '',
    delegates: '',
    competencies: '',
    teams: false,
  };
}

describe('splitCatalogue', () => {
  it('lists learning-program scenarios under The Learning Modules, apart from the exercises', () => {
    const exercise = scenario('Phishing Wave', false);
    const module = scenario('Intro Module', true);
    expect(splitCatalogue([exercise, module])).toEqual({
      exercises: [exercise],
      learningModules: [module],
    });
  });
});
