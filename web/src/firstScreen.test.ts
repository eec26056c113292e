import { describe, expect, it, vi } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router';
import { firstScreenOf, isCataloguePage, type FirstScreen } from './firstScreen';
import { routes } from './routes';

/** Every route's full path, from routes.tsx's own table. */
function patternsOf(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const path = route.path ? `${parent}/${route.path}` : parent;
    const own = route.index || (route.path && !route.children) ? [path || '/'] : [];
    return [...own, ...patternsOf(route.children ?? [], path)];
  });
}

/** Each pattern with sample values, in other cases and with a trailing slash. */
function samplePaths(): string[] {
  const values = ['abc-123', 'Tutorial', 'x%20y', '%E0%A4%A'];
  const paths = patternsOf(routes).flatMap((pattern) =>
    values.map((value) => pattern.replace(/:[a-z]+/gi, value).replace('*', 'some/where/else')),
  );
  return [
    ...paths,
    ...paths.map((path) => path.toUpperCase()),
    ...paths.map((path) => `${path}/`),
    '/',
    '/e/',
    '/exercise/tutorial/',
    '/editor/a/b/c',
    '/a/b/c',
  ];
}

/** What routes.tsx's router shows at `path`, told by the first screen handles it matches. */
function routerFirstScreen(path: string): FirstScreen | null {
  const handled = (matchRoutes(routes, path) ?? []).filter((match) => match.route.handle);
  const [first] = handled;
  if (!first) return null;
  return first.route.path?.endsWith(':token')
    ? { screen: 'player', token: first.params.token! }
    : { screen: 'portal' };
}

/** Whether routes.tsx's router shows the Exercise Library at `path` (a visitor's or anyone's). */
function routerShowsLibrary(path: string): boolean {
  const last = (matchRoutes(routes, path) ?? []).at(-1);
  if (!last) return false;
  return (
    last.route.index === true || (last.route.path === ':tab' && last.params.tab === 'exercises')
  );
}

describe('the first screen the start begins before React arrives', () => {
  it('renders the library without the router exactly where the router would show it', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const paths = [
      ...samplePaths(),
      '/exercises',
      '/exercises/',
      '/Exercises',
      '/exercise%73',
      '/exercises/abc',
      '//exercises',
      '/exercises//',
    ];
    const library = paths.filter((path) => isCataloguePage(path));
    expect(library).toEqual(expect.arrayContaining(['/', '/exercises', '/exercises/']));
    for (const path of paths)
      expect([path, isCataloguePage(path)]).toEqual([path, routerShowsLibrary(path)]);
  });

  it('is the one the router will show, for every route of routes.tsx', () => {
    // The router warns of the malformed sample ('%E0%A4%A') and reads it undecoded.
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const paths = samplePaths();
    expect(paths.length).toBeGreaterThan(100);
    for (const path of paths)
      expect([path, firstScreenOf(path)]).toEqual([path, routerFirstScreen(path)]);
  });

  it('tells an exercise link, a portal page and another area apart', () => {
    expect(firstScreenOf('/exercise/demo-player-1')).toEqual({
      screen: 'player',
      token: 'demo-player-1',
    });
    expect(firstScreenOf('/e/tutorial')).toBeNull();
    expect(firstScreenOf('/library')).toEqual({ screen: 'portal' });
    expect(firstScreenOf('/facilitator/abc')).toBeNull();
  });
});
