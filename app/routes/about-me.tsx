import type { Route } from "./+types/about-me";
import { PageHeading } from "../components/page-heading";
import { ResponsiveImage } from "../components/responsive-image";
import { portrait, site } from "../lib/content/site-content";
import { buildTitle } from "../lib/metadata/meta";
import { routeMeta } from "../lib/metadata/route-meta";
import { settings } from "../lib/settings/settings";
import { currentPage } from "../lib/structured-data/nodes";
import { aboutGraph } from "../lib/structured-data/page-graphs";
import { who } from "../lib/structured-data/site-identity";

const title = "About Me";

export function loader({ url }: Route.LoaderArgs) {
  const page = currentPage(url, settings, buildTitle(site.name, title), site.bio);
  return {
    about: site.about,
    headshot: portrait(site.headshot),
    headshotAlt: site.headshotAlt,
    description: page.description,
    jsonLd: aboutGraph(who, page),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  routeMeta(matches, {
    title,
    description: loaderData?.description,
    type: "profile",
    jsonLd: loaderData?.jsonLd,
  });

export default function AboutMe({ loaderData }: Route.ComponentProps) {
  const { about, headshot, headshotAlt } = loaderData;
  return (
    <article>
      <PageHeading>Hello there!</PageHeading>
      <div className="mt-10 flex flex-col gap-10 sm:flex-row sm:items-start">
        <ResponsiveImage
          picture={headshot}
          alt={headshotAlt}
          sizes="224px"
          load="eager"
          className="ring-line size-56 shrink-0 rounded-3xl object-cover shadow-sm ring-4"
        />
        <div className="flex flex-col gap-5 text-lg leading-relaxed">
          {about.map((paragraph) => (
            <p key={paragraph} dir="auto">
              {paragraph}
            </p>
          ))}
        </div>
      </div>
    </article>
  );
}
