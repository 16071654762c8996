import type { ResumeHeading as Heading } from "../../lib/career/resume-heading";

/**
 * The printed résumé's first lines: name, job title, and one line of
 * contacts with their addresses. Hidden on screen (career-css.ts), where
 * the site's header and footer say the same.
 */
export function ResumeHeading({ name, jobTitle, contacts }: Heading) {
  return (
    <div className="resume-heading">
      <p className="resume-name">{name}</p>
      <p className="resume-role">{jobTitle}</p>
      <p className="resume-contacts">
        {contacts.map((contact, i) => (
          <span key={contact.href}>
            {i > 0 && " · "}
            <a href={contact.href} dir="ltr">
              {contact.text}
            </a>
          </span>
        ))}
      </p>
    </div>
  );
}
