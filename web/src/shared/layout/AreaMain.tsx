import type { ReactNode } from 'react';

/** The main landmark of an area; the skip link targets it. */
export function AreaMain({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="area-main" tabIndex={-1}>
      {children}
    </main>
  );
}
