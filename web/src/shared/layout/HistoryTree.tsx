import { Component, type ReactNode } from 'react';
import { HistoryNavigation, type TreeHistory } from '../navigation/historyNavigation';
import { RootLayout } from './RootLayout';
import { ScreenError } from './ScreenError';

/**
 * A first load's tree without react-router (an exercise link's, playerApp.tsx; the library's,
 * catalogueApp.tsx): the page's navigation from the browser's history, the error screen for a
 * screen that throws, and the layout around `children`.
 */
export function HistoryTree({ history, children }: { history: TreeHistory; children: ReactNode }) {
  return (
    <HistoryNavigation history={history}>
      <ScreenErrorBoundary>
        <RootLayout>{children}</RootLayout>
      </ScreenErrorBoundary>
    </HistoryNavigation>
  );
}

/**
 * A screen that throws shows the error screen, as react-router's error element does in its
 * tree (React reports the error to the console). Its way home leaves the tree.
 */
class ScreenErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <ScreenError /> : this.props.children;
  }
}
