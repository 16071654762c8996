import type { Experience } from "../../../content/schema/experience.ts";
import type { Node } from "./nodes.ts";

const organization = (type: string, name: string, url: string | undefined): Node => ({
  "@type": type,
  name,
  ...(url ? { url } : {}),
});

/**
 * The career as schema.org reads it on the Person of About's ProfilePage:
 * each job a `worksFor` EmployeeRole with its months (schema.org's Role
 * pattern), the jobs still going on as `hasOccupation`, the schools as
 * `alumniOf`, certificates as `hasCredential`, talks as `performerIn`
 * (each an Event within the conference's), awards as `award`. No career,
 * no keys: the Person stays as it was.
 */
export function careerProperties(career: Experience): Node {
  const { work, education, certificates, talks, awards } = career;
  const current = work.filter((job) => !job.end);
  return {
    ...(work.length > 0 && {
      worksFor: work.map((job) => ({
        "@type": "EmployeeRole",
        roleName: job.role,
        startDate: job.start,
        ...(job.end ? { endDate: job.end } : {}),
        worksFor: organization("Organization", job.organization, job.url),
      })),
    }),
    ...(current.length > 0 && {
      hasOccupation: current.map((job) => ({
        "@type": "Occupation",
        name: job.role,
        ...(job.tech.length > 0 ? { skills: job.tech.join(", ") } : {}),
      })),
    }),
    ...(education.length > 0 && {
      alumniOf: education.map((school) =>
        organization("EducationalOrganization", school.institution, school.url),
      ),
    }),
    ...(certificates.length > 0 && {
      hasCredential: certificates.map((certificate) => ({
        "@type": "EducationalOccupationalCredential",
        name: certificate.name,
        dateCreated: certificate.date,
        ...(certificate.issuer
          ? { recognizedBy: organization("Organization", certificate.issuer, undefined) }
          : {}),
        ...(certificate.url ? { url: certificate.url } : {}),
      })),
    }),
    ...(talks.length > 0 && {
      performerIn: talks.map((talk) => ({
        "@type": "Event",
        name: talk.title,
        startDate: talk.date,
        superEvent: { "@type": "Event", name: talk.event },
        ...(talk.location ? { location: { "@type": "Place", name: talk.location } } : {}),
        ...(talk.url ? { url: talk.url } : {}),
      })),
    }),
    ...(awards.length > 0 && {
      award: awards.map((award) => `${award.title} (${award.awarder}, ${award.date.slice(0, 4)})`),
    }),
  };
}

/** Publications, each a CreativeWork of which the Person is the author. */
export function publicationNodes(career: Experience, author: Node): Node[] {
  return career.publications.map((publication) => ({
    "@type": "CreativeWork",
    name: publication.title,
    author,
    publisher: organization("Organization", publication.publisher, undefined),
    datePublished: publication.date,
    ...(publication.url ? { url: publication.url } : {}),
    ...(publication.summary ? { abstract: publication.summary } : {}),
  }));
}
