import type { ReactNode } from 'react';
import { NavLink } from 'react-router';

interface SidebarLinkProps {
  to: string;
  icon: ReactNode;
  label: string;
  /** Matches only the exact path, for entries whose URL prefixes others (e.g. /userzone). */
  end?: boolean;
  external?: boolean;
  externalHint?: string;
  /** Drawn after the label: a count of what waits there. */
  extra?: ReactNode;
}

export function SidebarLink({
  to,
  icon,
  label,
  end = false,
  external = false,
  externalHint,
  extra,
}: SidebarLinkProps) {
  if (external) {
    return (
      <li>
        <a className="atrium-sidebar__link" href={to} target="_blank" rel="noopener noreferrer">
          {icon}
          <span className="atrium-sidebar__label">{label}</span>
          {externalHint ? <span className="atrium-visually-hidden">{externalHint}</span> : null}
        </a>
      </li>
    );
  }
  return (
    <li>
      <NavLink to={to} end={end} className="atrium-sidebar__link">
        {icon}
        <span className="atrium-sidebar__label">{label}</span>
        {extra}
      </NavLink>
    </li>
  );
}
