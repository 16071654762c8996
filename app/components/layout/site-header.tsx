import { Link } from "react-router";
import type { Monogram } from "../../lib/i18n/writing/monogram";
import type { SearchBoxWords } from "../../lib/search/search-box-words";
import { SearchBox } from "../search/search-box";
import { HeaderNav } from "./header-nav";

type Props = {
  ownerName: string;
  monogram: Monogram;
  iconUrl: string;
  /** What the header shows beside its navigation (header-nav.tsx). */
  themeSwitch: boolean;
  languages: boolean;
  /** The search box, in a site with posts written on it. */
  search?: SearchBoxWords;
};

export function SiteHeader({
  ownerName,
  monogram,
  iconUrl,
  themeSwitch,
  languages,
  search,
}: Props) {
  return (
    <header
      className={`mx-auto flex w-full max-w-3xl items-center justify-between gap-4 px-5 py-6 sm:px-8${
        // On a phone the search box takes a line of its own (app/search.css).
        search ? " max-sm:flex-wrap" : ""
      }`}
    >
      {/* The name takes at most half the header and the navigation the rest (header-nav.tsx),
          so a long label never squeezes the name or the other links into a letter a line. */}
      <Link
        to="/"
        className="group flex max-w-1/2 items-center gap-2.5 font-semibold tracking-tight"
      >
        {"icon" in monogram ? (
          <img src={iconUrl} alt="" width={32} height={32} className="size-8 shrink-0 rounded-lg" />
        ) : (
          <span
            aria-hidden="true"
            className="bg-accent text-accent-ink grid size-8 shrink-0 place-items-center rounded-lg text-xs font-bold"
          >
            {monogram.letters}
          </span>
        )}
        <span className="group-hover:text-accent max-sm:sr-only transition-colors">
          {ownerName}
        </span>
      </Link>
      {search && <SearchBox words={search} place="header" />}
      <HeaderNav themeSwitch={themeSwitch} languages={languages} />
    </header>
  );
}
