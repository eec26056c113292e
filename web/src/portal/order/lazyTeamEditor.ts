import { lazyPart } from '../../shared/lazy';

/** The team editor brings drag and drop: its own chunk, loaded when a form first shows it. */
export const TeamEditor = lazyPart(() => import('./TeamEditor'), 'TeamEditor', 'the teams');
