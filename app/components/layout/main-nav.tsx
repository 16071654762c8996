import { NavLink } from "react-router";
import { useNavigationProps } from "../../lib/navigation/view-transition";
import { useLabels } from "../labels";

const links = [
  { to: "/", label: "navHome" },
  { to: "/projects", label: "navProjects" },
  { to: "/blog", label: "navBlog" },
] as const;

export function MainNav() {
  const labels = useLabels();
  const navigation = useNavigationProps();
  return (
    <nav aria-label={labels.mainNav}>
      <ul className="flex items-center gap-1">
        {links.map((link) => (
          <li key={link.to}>
            {/* A string className lets NavLink add "active", "pending" and "transitioning".
                Only Home must match exactly: pages are prerendered at "/blog/", visited at "/blog". */}
            <NavLink to={link.to} end={link.to === "/"} {...navigation} className="nav-link">
              {labels[link.label]}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
