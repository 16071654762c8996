import type { Experience } from "../../../content/schema/experience.ts";
import type { Labels } from "../i18n/site-words.ts";
import { fallbackLang, type Translation } from "../languages/translate.ts";
import { careerKey } from "./career-merge.ts";
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
  /** On another language's page: the language of each field still in the default's. */
  langs?: { title?: string; location?: string; highlights?: string };
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
  translation?: Translation,
): Timeline {
  // Another language's page marks what it shows in the default language.
  const langs = (part: string, key: string, fields: Record<string, string>) => {
    if (!translation) return {};
    const lang = (field: string) =>
      fallbackLang(translation, `experience.${part}[${JSON.stringify(key)}].${field}`);
    return {
      langs: Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, lang(field)])),
    };
  };
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
    ...langs("work", careerKey(job), {
      title: "role",
      location: "location",
      highlights: "highlights",
    }),
  }));
  const education = career.education.map((school): TimelineEntry => ({
    title: school.degree ?? school.institution,
    place: school.degree ? school.institution : undefined,
    placeUrl: school.url,
    ...period(school.start, school.end),
    highlights: [],
    tech: [],
    ...langs("education", careerKey(school), school.degree ? { title: "degree" } : {}),
  }));
  const certificates = career.certificates.map((certificate): TimelineEntry => ({
    title: certificate.name,
    place: certificate.issuer,
    placeUrl: certificate.url,
    end: shown(certificate.date),
    highlights: [],
    tech: [],
    ...langs("certificates", careerKey(certificate), { title: "name" }),
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
