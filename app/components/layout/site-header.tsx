import { Link } from "react-router";
import type { Monogram } from "../../lib/i18n/writing/monogram";
import { HeaderNav } from "./header-nav";

type Props = {
  ownerName: string;
  monogram: Monogram;
  iconUrl: string;
  /** What the header shows beside its navigation (header-nav.tsx). */
  themeSwitch: boolean;
  languages: boolean;
};

export function SiteHeader({ ownerName, monogram, iconUrl, themeSwitch, languages }: Props) {
  return (
    <header className="mx-auto flex w-full max-w-3xl items-center justify-between gap-4 px-5 py-6 sm:px-8">
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
      <HeaderNav themeSwitch={themeSwitch} languages={languages} />
    </header>
  );
}
