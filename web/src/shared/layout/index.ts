export { RootLayout } from './RootLayout';
export { AppHeader } from './AppHeader';
export { AreaMain } from './AreaMain';
export { ScreenError } from './ScreenError';
export { HistoryTree } from './HistoryTree';
// RouteError and NotFoundPage (react-router's) are imported from './RouteError' by routes.tsx.
