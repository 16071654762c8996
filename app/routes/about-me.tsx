import type { Route } from "./+types/about-me";
import { PageHeading } from "../components/page-heading";
import { ResponsiveImage } from "../components/responsive-image";
import { portrait, site } from "../lib/content";
import { routeMeta } from "../lib/route-meta";

export function loader() {
  return {
    about: site.about,
    headshot: portrait(site.headshot),
    headshotAlt: site.headshotAlt,
    description: site.bio,
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  routeMeta(matches, { title: "About Me", description: loaderData?.description });

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
          priority
          className="ring-line size-56 shrink-0 rounded-3xl object-cover shadow-sm ring-4"
        />
        <div className="flex flex-col gap-5 text-lg leading-relaxed">
          {about.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </div>
    </article>
  );
}
