import type { Route } from "./+types/projects";
import { EmptyState } from "../components/empty-state";
import { PageHeading } from "../components/page-heading";
import { PrerenderedList } from "../components/prerendered-list";
import { ProjectCard } from "../components/project-card";
import { projectCard } from "../lib/content/cards";
import { allProjects, copy, site, words } from "../lib/content/site-content";
import { buildTitle } from "../lib/metadata/meta";
import { routeMeta } from "../lib/metadata/route-meta";
import { languageTag } from "../lib/metadata/site-urls";
import { settings } from "../lib/settings/settings";
import { currentPage } from "../lib/structured-data/nodes";
import { projectsGraph } from "../lib/structured-data/page-graphs";
import { who } from "../lib/structured-data/site-identity";

export function loader({ url }: Route.LoaderArgs) {
  const { description } = copy.projects;
  const title = words.labels.projectsTitle;
  const page = currentPage(url, settings, buildTitle(site.name, title), description);
  const language = languageTag(site.locale);
  return {
    projects: allProjects.map((p) => projectCard(p, settings.projectDescriptionLimit, language)),
    title,
    heading: words.labels.projectsHeading,
    intro: copy.projects.intro,
    empty: words.projects.noProjects,
    description,
    jsonLd: projectsGraph(who, page, allProjects),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  routeMeta(matches, {
    title: loaderData?.title,
    description: loaderData?.description,
    jsonLd: loaderData?.jsonLd,
  });

export default function Projects({ loaderData }: Route.ComponentProps) {
  const { projects, heading, intro, empty } = loaderData;
  return (
    <>
      <PageHeading intro={intro}>{heading}</PageHeading>
      {projects.length === 0 ? (
        <EmptyState className="mt-10">{empty}</EmptyState>
      ) : (
        <PrerenderedList
          className={`mt-10 grid gap-5 ${projects.length > 1 ? "sm:grid-cols-2" : "sm:max-w-xl"}`}
        >
          {projects.map((project, i) => (
            <ProjectCard key={project.url} project={project} headingLevel="h2" later={i >= 4} />
          ))}
        </PrerenderedList>
      )}
    </>
  );
}
