import type { Route } from "./+types/projects";
import { PageHeading } from "../components/page-heading";
import { ProjectCard } from "../components/project-card";
import { projectCard } from "../lib/content/cards";
import { allProjects, previewImage, site } from "../lib/content/site-content";
import { buildTitle } from "../lib/metadata/meta";
import { routeMeta } from "../lib/metadata/route-meta";
import { settings } from "../lib/settings/settings";
import { currentPage, identity } from "../lib/structured-data/nodes";
import { projectsGraph } from "../lib/structured-data/page-graphs";

const title = "Projects";

export function loader({ request }: Route.LoaderArgs) {
  const description = `Open-source projects and tools by ${site.name}.`;
  const page = currentPage(request, settings, buildTitle(site.name, title), description);
  return {
    projects: allProjects.map((p) => projectCard(p, settings.projectDescriptionLimit)),
    description,
    jsonLd: projectsGraph(identity(site, settings, previewImage(site.headshot)), page, allProjects),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  routeMeta(matches, { title, description: loaderData?.description, jsonLd: loaderData?.jsonLd });

export default function Projects({ loaderData }: Route.ComponentProps) {
  const { projects } = loaderData;
  return (
    <>
      <PageHeading intro="Things I have built, mostly tools for other engineers.">
        Projects
      </PageHeading>
      {projects.length === 0 ? (
        <p className="text-muted mt-10">No projects yet.</p>
      ) : (
        <div className="mt-10 grid gap-5 sm:grid-cols-2">
          {projects.map((project) => (
            <ProjectCard key={project.url} project={project} headingLevel="h2" />
          ))}
        </div>
      )}
    </>
  );
}
