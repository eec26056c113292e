import { describe, expect, it } from 'vitest';
import type { PortalScenario } from '@dojo/protocol';
import { makePortalScenario } from '../../testing';
import { splitCatalogue } from './catalogue';

const scenario = (title: string, learningPrograms: boolean): PortalScenario =>
  makePortalScenario({ title, learningPrograms });

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
