import { NavLink } from "react-router";

const links = [
  { to: "/", label: "Home" },
  { to: "/projects", label: "Projects" },
  { to: "/blog", label: "Blog" },
];

export function MainNav() {
  return (
    <nav aria-label="Main">
      <ul className="flex items-center gap-1">
        {links.map((link) => (
          <li key={link.to}>
            {/* A string className lets NavLink add "active", "pending" and "transitioning".
                Only Home must match exactly: pages are prerendered at "/blog/", visited at "/blog". */}
            <NavLink to={link.to} end={link.to === "/"} viewTransition className="nav-link">
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
