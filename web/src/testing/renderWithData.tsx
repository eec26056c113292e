import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { DataProvider } from '../shared/query';

/** Renders a screen inside the query cache its area provides (the cache is emptied after each test). */
export function renderWithData(ui: ReactElement) {
  return render(ui, { wrapper: DataProvider });
}
