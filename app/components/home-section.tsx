import type { ReactNode } from "react";
import { Link } from "react-router";
import { LuArrowRight } from "react-icons/lu";
import { useNavigationProps } from "../lib/navigation/view-transition";
import { EmptyState } from "./empty-state";
import { Phrases } from "./phrases";

type Props = {
  id: string;
  title: string;
  /** The "View more" button: where it leads, its text, and what screen readers hear after it. */
  more: { to: string; text: string; label: string };
  empty: boolean;
  emptyText: string;
  children: ReactNode;
};

/** A Home section: heading, a few items and a "View more" button. */
export function HomeSection({ id, title, more, empty, emptyText, children }: Props) {
  const navigation = useNavigationProps();
  return (
    <section aria-labelledby={id} className="mt-16">
      <h2 id={id} className="text-2xl font-semibold tracking-tight">
        <Phrases text={title} />
      </h2>
      {empty ? (
        <EmptyState className="mt-6">{emptyText}</EmptyState>
      ) : (
        <div className="mt-6 flex flex-col gap-5">{children}</div>
      )}
      <Link
        to={more.to}
        {...navigation}
        className="border-line bg-surface hover:border-accent hover:text-accent mt-6 inline-flex items-center gap-2 rounded-full border px-4 py-2 text-sm font-semibold transition-colors"
      >
        {more.text}
        <span className="sr-only"> {more.label}</span>
        <LuArrowRight aria-hidden="true" focusable="false" className="forward size-4" />
      </Link>
    </section>
  );
}
