import type { TechFilter as Filter } from "../lib/projects/tech-filter";

/**
 * The Projects page's choice of a technology, with nothing to run: each link
 * makes its line the page's target (`#tech-go`, an address to share), and the
 * page's CSS (its `css`) shows only the cards built with it. The
 * chosen line comes first and takes the focus (tabIndex -1), so a screen
 * reader says what is shown and Tab goes on to the links; "All" targets the
 * links themselves.
 */
export function TechFilter({ byTech }: { byTech: Omit<Filter, "keys"> }) {
  return (
    <>
      <style href="tech-filter" precedence="default">
        {byTech.css}
      </style>
      {byTech.choices.map((choice) => (
        <p key={choice.id} id={choice.id} className="tech-shown" tabIndex={-1}>
          {choice.shown}
        </p>
      ))}
      <nav id="tech-all" className="tech-filter" aria-label={byTech.label}>
        <ul>
          <li>
            <a href="#tech-all">{byTech.all}</a>
          </li>
          {byTech.choices.map((choice) => (
            <li key={choice.id}>
              <a href={`#${choice.id}`}>{choice.name}</a>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
