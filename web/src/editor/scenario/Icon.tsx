import './Icon.css';
/** Line icons of the scenario editor (24-unit grid, drawn in the current text colour). */
const PATHS = {
  Email: 'M3 6h18v12H3z M3 7l9 6 9-6',
  Social: 'M4 5h16v11H9l-5 4z M8 9h8 M8 12h5',
  News: 'M4 5h13v14H6a2 2 0 0 1-2-2z M17 9h3v8a2 2 0 0 1-2 2 M7 9h7 M7 12h7 M7 15h4',
  Alert: 'M12 3l10 18H2z M12 10v5 M12 17.5v.5',
  response: 'M4 5h16v10H10l-4 4v-4H4z M8 9h8 M8 12h4',
  image: 'M3 5h18v14H3z M3 16l5-5 4 4 3-3 6 6 M15.5 9.5h.01',
  pdf: 'M6 3h9l4 4v14H6z M14 3v5h5 M9 13h6 M9 16h6',
  branch: 'M6 3v8 M6 11c0 4 12 2 12 7 M6 11v10 M18 18v3 M3.5 5.5L6 3l2.5 2.5',
  team: 'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6z M3 20c0-3 3-5 6-5s6 2 6 5 M16 5a3 3 0 0 1 0 6 M18 15c2 .5 3 2.5 3 5',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z M12 7v5l3 2',
  grip: 'M9 6h.01 M15 6h.01 M9 12h.01 M15 12h.01 M9 18h.01 M15 18h.01',
  plus: 'M12 5v14 M5 12h14',
  end: 'M5 4v16 M5 5h12l-3 4 3 4H5',
} as const;

export type IconName = keyof typeof PATHS;

interface IconProps {
  name: IconName;
  /** A visible-to-screen-readers name; decorative (hidden) without one. */
  label?: string;
  className?: string;
}

export function Icon({ name, label, className }: IconProps) {
  return (
    <svg
      className={className ? `sc-icon ${className}` : 'sc-icon'}
      viewBox="0 0 24 24"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      {label && <title>{label}</title>}
      <path d={PATHS[name]} />
    </svg>
  );
}
