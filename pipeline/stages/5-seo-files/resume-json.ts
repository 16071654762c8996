import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { hasCareer } from "../../../app/lib/career/career-order.ts";
import type { Content } from "../../../app/lib/content/validate-content.ts";
import { pageUrl, siteUrl } from "../../../app/lib/metadata/site-urls.ts";
import { profileLinks } from "../../../app/lib/profiles/social-links.ts";
import type { Settings } from "../../../app/lib/settings/settings-schema.ts";

// The site's own resume.json (JSON Resume 1.0.0, jsonresume.org), made from
// the content About shows, so it is a view of the same data and never a
// second copy. Written only for a site with a career: without one, the build
// is what it was.

export const resumeFile = "resume.json";

const optional = <T>(key: string, value: T | undefined) =>
  value === undefined ? {} : { [key]: value };

/** The JSON Resume document of the owner's career. */
export function jsonResume({ owner, links, experience }: Content, settings: Settings) {
  // Every profile the footer lists, as About's structured data has them; the networks by their names.
  const listed = profileLinks(settings, links, {
    linkedIn: "LinkedIn",
    gitHub: "GitHub",
    xTwitter: "X",
  });
  const profiles = listed
    .filter((profile) => profile.kind === "external")
    .map((profile) => ({ network: profile.name, url: profile.url }));
  const email = listed
    .find((profile) => profile.kind === "email")
    ?.url.replace(/^mailto:/i, "")
    .replace(/\?.*$/, "");
  return {
    $schema: "https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json",
    basics: {
      name: owner.name,
      label: owner.jobTitle,
      ...optional("email", email),
      url: siteUrl(settings.baseUrl, settings.basePath),
      summary: owner.bio,
      location: { address: settings.address },
      profiles,
    },
    work: experience.work.map((job) => ({
      name: job.organization,
      position: job.role,
      ...optional("url", job.url),
      ...optional("location", job.location),
      startDate: job.start,
      ...optional("endDate", job.end),
      highlights: job.highlights,
      ...(job.tech.length > 0 ? { keywords: job.tech } : {}),
    })),
    education: experience.education.map((school) => ({
      institution: school.institution,
      ...optional("url", school.url),
      ...optional("area", school.area),
      ...optional("studyType", school.degree),
      startDate: school.start,
      ...optional("endDate", school.end),
    })),
    certificates: experience.certificates.map((certificate) => ({
      name: certificate.name,
      date: certificate.date,
      ...optional("issuer", certificate.issuer),
      ...optional("url", certificate.url),
    })),
    ...(experience.publications.length > 0 && {
      publications: experience.publications.map((publication) => ({
        name: publication.title,
        publisher: publication.publisher,
        releaseDate: publication.date,
        ...optional("url", publication.url),
        ...optional("summary", publication.summary),
      })),
    }),
    ...(experience.awards.length > 0 && {
      awards: experience.awards.map((award) => ({
        title: award.title,
        date: award.date,
        awarder: award.awarder,
        ...optional("summary", award.summary),
      })),
    }),
    skills: owner.knowsAbout.map((name) => ({ name })),
    meta: {
      canonical: pageUrl(settings.baseUrl, settings.basePath, `/${resumeFile}`),
      version: "v1.0.0",
    },
  };
}

/** Writes resume.json beside the pages when there is a career; returns whether it did. */
export function writeResumeJson(clientDir: string, content: Content, settings: Settings): boolean {
  if (!hasCareer(content.experience)) return false;
  const text = `${JSON.stringify(jsonResume(content, settings), null, 2)}\n`;
  writeFileSync(join(clientDir, resumeFile), text);
  return true;
}
