import { LuArrowUpRight } from "react-icons/lu";
import type { ProjectCardData } from "../lib/content/cards";
import { ExternalLink } from "./external-link";
import { useLabels } from "./labels";

type Props = { project: ProjectCardData; headingLevel?: "h2" | "h3" };

export function ProjectCard({ project, headingLevel: Heading = "h3" }: Props) {
  const { builtWith } = useLabels();
  return (
    <article className="group border-line bg-surface hover:border-accent relative rounded-2xl border p-5 transition-colors">
      {/* dir="auto": a title or description in Arabic or Hebrew runs right to left. */}
      <Heading
        dir="auto"
        className="flex items-center gap-1.5 text-lg font-semibold tracking-tight"
      >
        {/* The link covers the whole card, so the card is one external link. */}
        <ExternalLink
          href={project.url}
          className="group-hover:text-accent transition-colors before:absolute before:inset-0 before:rounded-2xl"
        >
          {project.title}
        </ExternalLink>
        <LuArrowUpRight aria-hidden="true" focusable="false" className="text-muted size-4" />
      </Heading>
      <p dir="auto" className="text-muted mt-2 leading-relaxed">
        {project.description}
      </p>
      {project.tech.length > 0 && (
        <ul className="mt-4 flex flex-wrap gap-2" aria-label={builtWith}>
          {project.tech.map((tech) => (
            <li
              key={tech}
              className="bg-accent-soft text-accent rounded-full px-2.5 py-0.5 font-mono text-xs"
            >
              {tech}
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
