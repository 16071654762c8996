import type { ReactNode } from "react";
import { EmptyState } from "./empty-state";
import { PageHeading } from "./page-heading";

/** Blog's and Projects' page: the heading and intro, then the list, or a line when it is empty. */
export function ListPage({
  heading,
  intro,
  introLang,
  empty,
  children,
}: {
  heading: string;
  intro: string;
  /** The intro's language, when it is not the page's (another language's page, untranslated). */
  introLang: string | undefined;
  /** What to say when there is nothing to list; undefined when there is. */
  empty: string | undefined;
  children: ReactNode;
}) {
  return (
    <>
      <PageHeading intro={introLang ? <span lang={introLang}>{intro}</span> : intro}>
        {heading}
      </PageHeading>
      {empty !== undefined ? <EmptyState className="mt-10">{empty}</EmptyState> : children}
    </>
  );
}
