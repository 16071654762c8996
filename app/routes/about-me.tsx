import { sitePageShareCard } from "../lib/content/page-share-card";
import type { Route } from "./+types/about-me";
import { PageHeading } from "../components/page-heading";
import { ProfileCard } from "../components/profile/profile-card";
import { CareerTimeline } from "../components/career/career-timeline";
import { ResumeHeading } from "../components/career/resume-heading";
import { hasCareer } from "../lib/career/career-order";
import { resumeHeading } from "../lib/career/resume-heading";
import { timeline } from "../lib/career/timeline";
import {
  address,
  addressLang,
  career,
  profiles,
  site,
  translatedPortrait,
  translation,
  words,
} from "../lib/content/site-content";
import { languageTag } from "../lib/metadata/site-urls";
import { directionOfText } from "../lib/content/text-direction";
import { buildTitle } from "../lib/metadata/meta";
import { routeMeta } from "../lib/metadata/route-meta";
import { settings } from "../lib/settings/settings";
import { currentPage } from "../lib/structured-data/nodes";
import { aboutGraph } from "../lib/structured-data/page-graphs";
import { who } from "../lib/structured-data/site-identity";

export function loader({ url }: Route.LoaderArgs) {
  const title = words.labels.aboutTitle;
  const page = currentPage(url, settings, buildTitle(site.name, title), site.bio);
  // Only when the owner turns cards on: without, the page is shared with the headshot.
  const shareImage = sitePageShareCard(title);
  return {
    ...(shareImage ? { shareImage } : {}),
    title,
    heading: words.labels.aboutHeading,
    about: site.about,
    headshot: translatedPortrait(site.headshot),
    headshotAlt: site.headshotAlt,
    jobTitle: site.jobTitle,
    address,
    skills: site.knowsAbout,
    description: page.description,
    jsonLd: aboutGraph(who, page, career),
    // Only with a career: without one, the page and its data stay as they were.
    ...(hasCareer(career)
      ? {
          timeline: timeline(
            career,
            words.labels,
            languageTag(site.locale),
            new Date(),
            translation,
          ),
          resume: resumeHeading(site, who.home, profiles),
        }
      : {}),
    // Another language's page marks the words it shows in the default language.
    ...(translation
      ? {
          langs: {
            jobTitle: translation.langs.owner.jobTitle,
            about: translation.langs.owner.about,
            skills: translation.langs.owner.knowsAbout,
            address: addressLang,
          },
        }
      : {}),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  routeMeta(matches, {
    title: loaderData?.title,
    description: loaderData?.description,
    type: "profile",
    jsonLd: loaderData?.jsonLd,
    image: loaderData && "shareImage" in loaderData ? loaderData.shareImage : undefined,
  });

export default function AboutMe({ loaderData }: Route.ComponentProps) {
  const { heading, about, headshot, headshotAlt, jobTitle, address, skills } = loaderData;
  const career = "timeline" in loaderData ? loaderData.timeline : undefined;
  const resume = "resume" in loaderData ? loaderData.resume : undefined;
  // On another language's page, the paragraphs still in the default language say so.
  const langs = "langs" in loaderData ? loaderData.langs : undefined;
  return (
    <article>
      {resume && <ResumeHeading {...resume} />}
      <PageHeading>{heading}</PageHeading>
      <div className="mt-10 flex flex-col gap-10 sm:flex-row sm:items-start">
        <ProfileCard {...{ headshot, headshotAlt, jobTitle, address, skills, langs }} />
        <div className="flex flex-col gap-5 text-lg leading-relaxed">
          {about.map((paragraph) => (
            <p key={paragraph} dir={directionOfText(paragraph)} lang={langs?.about}>
              {paragraph}
            </p>
          ))}
          {career && <CareerTimeline timeline={career} />}
        </div>
      </div>
    </article>
  );
}
