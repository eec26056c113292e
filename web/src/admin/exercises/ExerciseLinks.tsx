import { CopyButton } from '../shared/CopyButton';

export interface ExerciseLink {
  label: string;
  /** A path on this site, e.g. /exercise/abc. */
  path: string;
}

/** The links of a created exercise, each shown in full with a Copy button. */
export function ExerciseLinks({ title, links }: { title: string; links: readonly ExerciseLink[] }) {
  return (
    <section className="admin-links" aria-label={title}>
      <h3 className="section-title">{title}</h3>
      <ul role="list" className="admin-link-list">
        {links.map((link) => {
          const address = `${window.location.origin}${link.path}`;
          return (
            <li key={link.path} className="admin-link-row">
              <span className="admin-link-label">{link.label}</span>
              <a
                className="admin-link-address"
                href={address}
                target="_blank"
                rel="noopener noreferrer"
              >
                {address}
              </a>
              <CopyButton text={address} label={`Copy the link of ${link.label}`} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
