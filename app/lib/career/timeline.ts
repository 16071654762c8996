import type { Experience } from "../../../content/schema/experience.ts";
import type { Labels } from "../i18n/site-words.ts";
import type { Translation } from "../languages/translate.ts";
import { careerKey } from "./career-keys.ts";
import { formatDate } from "../content/format-date.ts";
import { formatDuration, formatMonth, monthOf, monthsBetween } from "./career-dates.ts";

/**
 * A month or a day as About shows it: `<time datetime="2021-03">Mar 2021</time>`;
 * `month` is "YYYY-MM", or "YYYY-MM-DD" for a talk's or a paper's day.
 */
export type ShownMonth = { month: string; text: string };

/** One entry of the timeline, in plain props. */
export type TimelineEntry = {
  title: string;
  /** A talk's or a publication's own page: its title links there. */
  titleUrl?: string;
  place?: string;
  placeUrl?: string;
  location?: string;
  start?: ShownMonth;
  /** Without a month: still going on ("Present"); a certificate has only this. */
  end: ShownMonth | { text: string };
  duration?: string;
  highlights: string[];
  tech: string[];
  /** A publication's or an award's few words. */
  summary?: string;
  /** A talk's slides and video, each with its label. */
  links?: { label: string; url: string }[];
  /** A talk dated after the build: the label that says so. */
  upcoming?: string;
  /** On another language's page: the language of each field still in the default's. */
  langs?: { title?: string; location?: string; highlights?: string; summary?: string };
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
  // Another language's page marks what it shows in the default language:
  // each of the entry's shown fields (title, location, …) from the field it shows.
  const langs = <Part extends keyof Translation["langs"]["career"]>(
    part: Part,
    key: string,
    fields: Partial<Record<"title" | "location" | "highlights" | "summary", string>>,
  ) => {
    if (!translation) return {};
    const marked = translation.langs.career[part][key] as Record<string, string | undefined>;
    return {
      langs: Object.fromEntries(
        Object.entries(fields).map(([name, field]) => [name, marked?.[field]]),
      ),
    };
  };
  const shown = (month: string): ShownMonth => ({
    month,
    text: month.length > 7 ? formatDate(month, languageTag) : formatMonth(month, languageTag),
  });
  // Only the fields an entry has: an absent one is not even a key in the page's data.
  const given = <T>(key: string, value: T | undefined) =>
    value === undefined ? {} : { [key]: value };
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
  const education = career.education.map((school): TimelineEntry => {
    // "BSc, Computer Science": the degree and the area, as one title.
    const study = [school.degree, school.area].filter(Boolean).join(", ");
    return {
      title: study || school.institution,
      place: study ? school.institution : undefined,
      // The school's page links its name, wherever that is shown.
      ...given(study ? "placeUrl" : "titleUrl", school.url),
      ...period(school.start, school.end),
      highlights: [],
      tech: [],
      ...langs(
        "education",
        careerKey(school),
        school.degree ? { title: "degree" } : school.area ? { title: "area" } : {},
      ),
    };
  });
  const certificates = career.certificates.map((certificate): TimelineEntry => ({
    title: certificate.name,
    place: certificate.issuer,
    // Without an issuer to link, the certificate's name links its page.
    ...given(certificate.issuer ? "placeUrl" : "titleUrl", certificate.url),
    end: shown(certificate.date),
    highlights: [],
    tech: [],
    ...langs("certificates", careerKey(certificate), { title: "name" }),
  }));
  const today = now.toISOString().slice(0, 10);
  const talks = career.talks.map((talk): TimelineEntry => {
    const links = [
      ...(talk.slides ? [{ label: labels.slides, url: talk.slides }] : []),
      ...(talk.video ? [{ label: labels.video, url: talk.video }] : []),
    ];
    return {
      title: talk.title,
      ...given("titleUrl", talk.url),
      place: talk.event,
      ...given("location", talk.location),
      end: shown(talk.date),
      highlights: [],
      tech: [],
      ...(links.length > 0 ? { links } : {}),
      ...(talk.date > today ? { upcoming: labels.upcoming } : {}),
      ...langs("talks", careerKey(talk), {
        title: "title",
        ...(talk.location ? { location: "location" } : {}),
      }),
    };
  });
  const publications = career.publications.map((publication): TimelineEntry => ({
    title: publication.title,
    ...given("titleUrl", publication.url),
    place: publication.publisher,
    end: shown(publication.date),
    highlights: [],
    tech: [],
    ...given("summary", publication.summary),
    ...langs("publications", careerKey(publication), {
      title: "title",
      ...(publication.summary ? { summary: "summary" } : {}),
    }),
  }));
  const awards = career.awards.map((award): TimelineEntry => ({
    title: award.title,
    place: award.awarder,
    end: shown(award.date),
    highlights: [],
    tech: [],
    ...given("summary", award.summary),
    ...langs("awards", careerKey(award), {
      title: "title",
      ...(award.summary ? { summary: "summary" } : {}),
    }),
  }));
  const sections: TimelineSection[] = [
    { id: "experience", heading: labels.experienceHeading, entries: work },
    { id: "education", heading: labels.educationHeading, entries: education },
    { id: "certificates", heading: labels.certificatesHeading, entries: certificates },
    { id: "talks", heading: labels.talksHeading, entries: talks },
    { id: "publications", heading: labels.publicationsHeading, entries: publications },
    { id: "awards", heading: labels.awardsHeading, entries: awards },
  ];
  return {
    sections: sections.filter((section) => section.entries.length > 0),
    dateRange: labels.dateRange,
  };
}
