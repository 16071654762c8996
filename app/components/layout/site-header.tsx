import { Link } from "react-router";
import { MainNav } from "./main-nav";

export function SiteHeader({ ownerName }: { ownerName: string }) {
  const initials = ownerName
    .split(/\s+/)
    .map((word) => word.charAt(0))
    .slice(0, 2)
    .join("");
  return (
    <header className="mx-auto flex w-full max-w-3xl items-center justify-between gap-4 px-5 py-6 sm:px-8">
      <Link to="/" className="group flex items-center gap-2.5 font-semibold tracking-tight">
        <span
          aria-hidden="true"
          className="bg-accent text-accent-ink grid size-8 place-items-center rounded-lg text-xs font-bold"
        >
          {initials}
        </span>
        <span className="group-hover:text-accent max-sm:sr-only transition-colors">
          {ownerName}
        </span>
      </Link>
      <MainNav />
    </header>
  );
}
