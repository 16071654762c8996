import type { Timeline, TimelineEntry } from "../../lib/career/timeline";
import { directionOfText } from "../../lib/content/text-direction";
import { ExternalLink } from "../external-link";
import { useLabels } from "../labels";

// About's Experience, Education, Certificates, Talks, Publications and
// Awards: plain HTML that needs no script. Its classes are styled by
// pipeline/vite-plugins/career-css.ts, which writes them into the CSS only
// for a site with a career.

/** The months of an entry, as the language joins them: "Mar 2021 – Present". */
function Months({ entry, dateRange }: { entry: TimelineEntry; dateRange: string }) {
  const time = (shown: TimelineEntry["end"]) =>
    "month" in shown ? <time dateTime={shown.month}>{shown.text}</time> : shown.text;
  if (!entry.start) return time(entry.end);
  return dateRange
    .split(/(\{start\}|\{end\})/)
    .map((part, i) => (
      <span key={i}>
        {part === "{start}" ? time(entry.start!) : part === "{end}" ? time(entry.end) : part}
      </span>
    ));
}

function Entry({ entry, dateRange }: { entry: TimelineEntry; dateRange: string }) {
  const { builtWith } = useLabels();
  return (
    <li className="career-entry">
      <h3 className="career-title" dir={directionOfText(entry.title)} lang={entry.langs?.title}>
        {entry.titleUrl ? (
          <ExternalLink href={entry.titleUrl} className="career-link">
            {entry.title}
          </ExternalLink>
        ) : (
          entry.title
        )}
      </h3>
      {entry.place && (
        <p className="career-place">
          <span dir={directionOfText(entry.place)}>
            {entry.placeUrl ? (
              <ExternalLink href={entry.placeUrl} className="career-link">
                {entry.place}
              </ExternalLink>
            ) : (
              entry.place
            )}
          </span>
          {entry.location && (
            <span className="career-location" lang={entry.langs?.location}>
              {entry.location}
            </span>
          )}
        </p>
      )}
      <p className="career-when">
        <span>
          <Months entry={entry} dateRange={dateRange} />
        </span>
        {entry.duration && <span className="career-duration">{entry.duration}</span>}
        {entry.upcoming && <span className="career-upcoming">{entry.upcoming}</span>}
      </p>
      {entry.summary && (
        <p
          className="career-summary"
          dir={directionOfText(entry.summary)}
          lang={entry.langs?.summary}
        >
          {entry.summary}
        </p>
      )}
      {entry.highlights.length > 0 && (
        <ul className="career-highlights" lang={entry.langs?.highlights}>
          {entry.highlights.map((highlight) => (
            <li key={highlight} dir={directionOfText(highlight)}>
              {highlight}
            </li>
          ))}
        </ul>
      )}
      {entry.links && (
        <ul className="career-links">
          {entry.links.map((link) => (
            <li key={link.url}>
              <ExternalLink href={link.url} className="career-link">
                {link.label}
              </ExternalLink>
            </li>
          ))}
        </ul>
      )}
      {entry.tech.length > 0 && (
        <ul className="career-tech" aria-label={builtWith}>
          {entry.tech.map((tech) => (
            <li key={tech} dir={directionOfText(tech)}>
              {tech}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** The career's sections, each a heading and a timeline, latest first. */
export function CareerTimeline({ timeline }: { timeline: Timeline }) {
  return timeline.sections.map((section) => (
    <section key={section.id} className="career-section" aria-labelledby={section.id}>
      <h2 id={section.id} className="career-heading">
        {section.heading}
      </h2>
      <ol className="career-list">
        {section.entries.map((entry, i) => (
          <Entry key={i} entry={entry} dateRange={timeline.dateRange} />
        ))}
      </ol>
    </section>
  ));
}
