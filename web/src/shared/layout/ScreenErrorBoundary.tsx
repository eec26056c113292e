import { Component, type ReactNode } from 'react';
import { ScreenError } from './ScreenError';

/**
 * In a tree without react-router (an exercise link's, the library's first load), a screen
 * that throws shows the error screen, as react-router's error element does in its tree (React
 * reports the error to the console). Its way home leaves the tree.
 */
export class ScreenErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <ScreenError /> : this.props.children;
  }
}
