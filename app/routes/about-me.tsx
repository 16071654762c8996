import type { Route } from "./+types/about-me";
import { PageHeading } from "../components/page-heading";
import { ProfileCard } from "../components/profile/profile-card";
import { portrait, site, words } from "../lib/content/site-content";
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
  return {
    title,
    heading: words.labels.aboutHeading,
    about: site.about,
    headshot: portrait(site.headshot),
    headshotAlt: site.headshotAlt,
    jobTitle: site.jobTitle,
    address: settings.address,
    skills: site.knowsAbout,
    description: page.description,
    jsonLd: aboutGraph(who, page),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  routeMeta(matches, {
    title: loaderData?.title,
    description: loaderData?.description,
    type: "profile",
    jsonLd: loaderData?.jsonLd,
  });

export default function AboutMe({ loaderData }: Route.ComponentProps) {
  const { heading, about, headshot, headshotAlt, jobTitle, address, skills } = loaderData;
  return (
    <article>
      <PageHeading>{heading}</PageHeading>
      <div className="mt-10 flex flex-col gap-10 sm:flex-row sm:items-start">
        <ProfileCard {...{ headshot, headshotAlt, jobTitle, address, skills }} />
        <div className="flex flex-col gap-5 text-lg leading-relaxed">
          {about.map((paragraph) => (
            <p key={paragraph} dir={directionOfText(paragraph)}>
              {paragraph}
            </p>
          ))}
        </div>
      </div>
    </article>
  );
}
