import { useId } from 'react';
import { AppLink } from '../navigation/navigation';
import './NotFound.css';

interface NotAvailableYetProps {
  /** The screen's name, e.g. 'Reports' or 'Create Campaign'. */
  title: string;
  /** Where "Go back" leads, and what it is called. */
  back: { to: string; label: string };
  /** 'h1' for a whole page; 'h2' inside a section that already has its h1. */
  level?: 'h1' | 'h2';
}

/**
 * A screen that is not built yet says so, and offers a way back, instead of showing a bare
 * heading that looks like a broken page.
 */
export function NotAvailableYet({ title, back, level = 'h1' }: NotAvailableYetProps) {
  const id = useId();
  const Heading = level;
  return (
    <section
      className={level === 'h1' ? 'page not-available' : 'not-available'}
      aria-labelledby={id}
    >
      <Heading id={id}>{title}</Heading>
      <p className="not-available-status" role="status">
        Not available yet. This part of Incident Dojo is still being built.
      </p>
      <AppLink className="btn btn-secondary" to={back.to}>
        {back.label}
      </AppLink>
    </section>
  );
}
