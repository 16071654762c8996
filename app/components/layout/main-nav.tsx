import { NavLink } from "react-router";
import { useNavigationProps } from "../../lib/navigation/view-transition";
import { useLabels } from "../labels";

/** The header's links to the pages of the table that have one (app/lib/pages/site-pages.ts). */
export function MainNav({ className }: { className?: string }) {
  const labels = useLabels();
  const navigation = useNavigationProps();
  return (
    <nav aria-label={labels.mainNav} className={className}>
      <ul className="flex flex-wrap items-center justify-end gap-1">
        {labels.navLinks.map((link) => (
          <li key={link.to}>
            {/* A string className lets NavLink add "active", "pending" and "transitioning".
                Only Home must match exactly: pages are prerendered at "/blog/", visited at "/blog". */}
            <NavLink to={link.to} end={link.to === "/"} {...navigation} className="nav-link">
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
