import type { Route } from "./+types/projects";
import { PageHeading } from "../components/page-heading";
import { ProjectCard } from "../components/project-card";
import { projectCard } from "../lib/cards";
import { allProjects, site } from "../lib/content";
import { routeMeta } from "../lib/route-meta";
import { settings } from "../lib/settings";

export function loader() {
  return {
    projects: allProjects.map((p) => projectCard(p, settings.projectDescriptionLimit)),
    description: `Open-source projects and tools by ${site.name}.`,
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  routeMeta(matches, { title: "Projects", description: loaderData?.description });

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
