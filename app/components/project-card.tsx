import type { ProjectCardData } from "../lib/content/cards";
import { directionOfText } from "../lib/content/text-direction";
import { ExternalLink } from "./external-link";
import { useLabels } from "./labels";
import { Phrases } from "./phrases";
import { ProjectSignal } from "./project-signal";

type Props = {
  project: ProjectCardData;
  headingLevel?: "h2" | "h3";
  /** Below the first screen: laid out only when it comes near. */
  later?: boolean;
};

/**
 * A project, one external link over the whole card. Its styles are classes
 * of app/app.css (the arrow is drawn there too): a long list repeats this
 * markup many times, so it holds no element it can do without.
 */
export function ProjectCard({ project, headingLevel: Heading = "h3", later = false }: Props) {
  const { builtWith } = useLabels();
  return (
    <article
      className={later ? "project-card project-card-later" : "project-card"}
      data-tech={project.techKeys}
    >
      {/* A title or description keeps its own direction (Arabic on an English page, Latin
          on an Arabic one), and lines up with the page like the rest of it. */}
      <Heading lang={project.lang}>
        <ExternalLink href={project.url} label={project.title} dir={directionOfText(project.title)}>
          <Phrases text={project.title} />
        </ExternalLink>
      </Heading>
      <p dir={directionOfText(project.description)} lang={project.descriptionLang ?? project.lang}>
        {project.description}
      </p>
      {project.tech.length > 0 && (
        <ul aria-label={builtWith}>
          {project.tech.map((tech) => (
            <li key={tech}>{tech}</li>
          ))}
        </ul>
      )}
      {project.signal && <ProjectSignal signal={project.signal} />}
    </article>
  );
}
