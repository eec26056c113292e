export { RootLayout } from './RootLayout';
export { AppHeader } from './AppHeader';
export { AreaMain } from './AreaMain';
export { RouteError, NotFoundPage } from './RouteError';
