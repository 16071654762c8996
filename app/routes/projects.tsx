import { sitePageShareCard } from "../lib/content/page-share-card";
import type { Route } from "./+types/projects";
import { ListPage } from "../components/list-page";
import { PrerenderedList } from "../components/prerendered-list";
import { ProjectCard } from "../components/project-card";
import { TechFilter } from "../components/tech-filter";
import { projectCard } from "../lib/content/cards";
import { allProjects, site, words } from "../lib/content/site-content";
import { listPage } from "../lib/pages/list-page";
import { techFilter } from "../lib/projects/tech-filter";
import { routeMeta } from "../lib/metadata/route-meta";
import { languageTag } from "../lib/metadata/site-urls";
import { settings } from "../lib/settings/settings";
import { projectsGraph } from "../lib/structured-data/page-graphs";
import { who } from "../lib/structured-data/site-identity";

export function loader({ url }: Route.LoaderArgs) {
  const { page, shared } = listPage(url, "projects", {
    title: words.labels.projectsTitle,
    heading: words.labels.projectsHeading,
    empty: words.projects.noProjects,
  });
  const language = languageTag(site.locale);
  const byTech = techFilter(allProjects, language, words.labels);
  // Only when the owner turns cards on: without, the page is shared with the headshot.
  const shareImage = sitePageShareCard(words.labels.projectsTitle);
  return {
    ...(shareImage ? { shareImage } : {}),
    projects: allProjects.map((p) => ({
      ...projectCard(p, settings.projectDescriptionLimit, language, words.labels),
      ...(byTech ? { techKeys: byTech.keys.get(p.url) } : {}),
    })),
    // Only a site with a choice to make carries one: the others' data stays as it was.
    ...(byTech
      ? {
          byTech: {
            label: byTech.label,
            all: byTech.all,
            choices: byTech.choices,
            css: byTech.css,
          },
        }
      : {}),
    ...shared,
    jsonLd: projectsGraph(who, page, allProjects),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  routeMeta(matches, {
    title: loaderData?.title,
    description: loaderData?.description,
    jsonLd: loaderData?.jsonLd,
    image: loaderData && "shareImage" in loaderData ? loaderData.shareImage : undefined,
  });

export default function Projects({ loaderData }: Route.ComponentProps) {
  const { projects, heading, intro, empty, byTech } = loaderData;
  return (
    <ListPage
      heading={heading}
      intro={intro}
      introLang={"langs" in loaderData ? loaderData.langs?.intro : undefined}
      empty={projects.length === 0 ? empty : undefined}
    >
      {byTech && <TechFilter byTech={byTech} />}
      <PrerenderedList
        className={`mt-10 grid gap-5 ${projects.length > 1 ? "sm:grid-cols-2" : "sm:max-w-xl"}`}
      >
        {projects.map((project, i) => (
          <ProjectCard key={project.url} project={project} headingLevel="h2" later={i >= 4} />
        ))}
      </PrerenderedList>
    </ListPage>
  );
}
