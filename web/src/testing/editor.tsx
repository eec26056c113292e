import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { RouterNavigation } from '../shared/navigation/routerNavigation';
import userEvent from '@testing-library/user-event';
import type { StaffRole } from '@dojo/protocol';
import { useStaffSession } from '../shared/session';
import { useScenarioEditor } from '../editor/scenario/scenarioStore';
import { renderWithData } from './renderWithData';

/** The token the editor's component tests sign in with. */
export const EDITOR_TOKEN = 'editor-jwt';

/** Signs an author (or another staff role) in, as the editor's login does. */
export function signInEditor(role: StaffRole = 'editor'): void {
  useStaffSession.getState().signIn({ token: EDITOR_TOKEN, user: 'author', role }, Date.now());
}

/**
 * Renders an editor screen as the editor shows it: inside the query cache and a data router
 * at `path` (the leave guards block navigation through it); answers the user-event driver to
 * click and type with.
 */
export function renderEditorScreen(ui: ReactElement, path = '/editor') {
  const router = createMemoryRouter(
    [{ path: '*', element: <RouterNavigation>{ui}</RouterNavigation> }],
    { initialEntries: [path] },
  );
  const view = renderWithData(<RouterProvider router={router} />);
  return { ...view, router, user: userEvent.setup({ delay: null }) };
}

/** jsdom has <dialog> but not its modal methods: open and close it as a browser would. */
export function allowModalDialogs(): void {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
}

/** jsdom has no ResizeObserver: one that never reports, as a page whose size does not change. */
export function allowResizeObserver(): void {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe(): void {}
      unobserve(): void {}
      disconnect(): void {}
    },
  );
}

/**
 * Every test of the calling file starts as an author with a new, empty scenario open and no
 * status message (dialogs open as a browser opens them), and signs out after.
 */
export function authorWithNewScenario(): void {
  beforeAll(allowModalDialogs);
  beforeEach(() => {
    signInEditor();
    useScenarioEditor.getState().startNew();
    useScenarioEditor.getState().dismissMessage();
  });
  afterEach(() => useStaffSession.getState().signOut());
}
