import type { Experience } from "../../../content/schema/experience.ts";
import type { Labels } from "../i18n/site-words.ts";
import { formatDuration, formatMonth, monthOf, monthsBetween } from "./career-dates.ts";

/** A month as About shows it: `<time datetime="2021-03">Mar 2021</time>`. */
export type ShownMonth = { month: string; text: string };

/** One entry of the timeline, in plain props. */
export type TimelineEntry = {
  title: string;
  place?: string;
  placeUrl?: string;
  location?: string;
  start?: ShownMonth;
  /** Without a month: still going on ("Present"); a certificate has only this. */
  end: ShownMonth | { text: string };
  duration?: string;
  highlights: string[];
  tech: string[];
};

export type TimelineSection = { id: string; heading: string; entries: TimelineEntry[] };

/** What About shows of the career: a section for each kind with entries, or none at all. */
export type Timeline = { sections: TimelineSection[]; dateRange: string };

/**
 * The career as About shows it, every word from the labels and every date
 * in the language's calendar. `now` is the build's moment: a current job's
 * duration runs to its month.
 */
export function timeline(
  career: Experience,
  labels: Labels,
  languageTag: string,
  now = new Date(),
): Timeline {
  const shown = (month: string): ShownMonth => ({ month, text: formatMonth(month, languageTag) });
  const period = (start: string, end: string | undefined) => ({
    start: shown(start),
    end: end ? shown(end) : { text: labels.present },
  });
  const work = career.work.map((job): TimelineEntry => ({
    title: job.role,
    place: job.organization,
    placeUrl: job.url,
    location: job.location,
    ...period(job.start, job.end),
    duration: formatDuration(
      monthsBetween(job.start, job.end ?? monthOf(now)),
      labels,
      languageTag,
    ),
    highlights: job.highlights,
    tech: job.tech,
  }));
  const education = career.education.map((school): TimelineEntry => ({
    title: school.degree ?? school.institution,
    place: school.degree ? school.institution : undefined,
    placeUrl: school.url,
    ...period(school.start, school.end),
    highlights: [],
    tech: [],
  }));
  const certificates = career.certificates.map((certificate): TimelineEntry => ({
    title: certificate.name,
    place: certificate.issuer,
    placeUrl: certificate.url,
    end: shown(certificate.date),
    highlights: [],
    tech: [],
  }));
  const sections: TimelineSection[] = [
    { id: "experience", heading: labels.experienceHeading, entries: work },
    { id: "education", heading: labels.educationHeading, entries: education },
    { id: "certificates", heading: labels.certificatesHeading, entries: certificates },
  ];
  return {
    sections: sections.filter((section) => section.entries.length > 0),
    dateRange: labels.dateRange,
  };
}
