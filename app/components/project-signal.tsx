import type { CardCount, ProjectSignal as Signal } from "../lib/projects/signal";

/** A count drawn short ("1.2K", beside its icon), heard in full ("1,200 stars"). */
function Count({ count, className }: { count: CardCount; className: string }) {
  return (
    <span className={className}>
      <span aria-hidden="true">{count.shown}</span>
      <span className="project-signal-spoken">{count.spoken}</span>
    </span>
  );
}

/**
 * A project's stars, forks, last update and whether it is archived, in one
 * quiet line under its technologies; its styles are app/project-signal.css,
 * which the build adds only to sites whose projects have a signal.
 */
export function ProjectSignal({ signal }: { signal: Signal }) {
  return (
    <p className="project-signal">
      {signal.stars && <Count count={signal.stars} className="project-stars" />}
      {signal.forks && <Count count={signal.forks} className="project-forks" />}
      {signal.updated && <time dateTime={signal.updated.iso}>{signal.updated.text}</time>}
      {signal.archived && <span className="project-archived">{signal.archived}</span>}
    </p>
  );
}
