import { Link } from "react-router";
import { LuArrowRight } from "react-icons/lu";
import { PiHandWavingDuotone } from "react-icons/pi";
import { sitePageShareCard } from "../lib/content/page-share-card";
import type { Route } from "./+types/home";
import { HomeSection } from "../components/home-section";
import { Phrases } from "../components/phrases";
import { PostCard } from "../components/posts/post-card";
import { ProjectCard } from "../components/project-card";
import { ResponsiveImage } from "../components/responsive-image";
import { SocialButtons } from "../components/profile/social-buttons";
import { postCard, projectCard } from "../lib/content/cards";
import {
  allPosts,
  allProjects,
  site,
  translatedPortrait,
  translation,
  words,
} from "../lib/content/site-content";
import { directionOfText } from "../lib/content/text-direction";
import { languageTag } from "../lib/metadata/site-urls";
import { routeMeta } from "../lib/metadata/route-meta";
import { settings } from "../lib/settings/settings";
import { homeEntries } from "../lib/content/home-entries";
import { socialLinks } from "../lib/profiles/social-links";
import { homeGraph } from "../lib/structured-data/page-graphs";
import { useNavigationProps } from "../lib/navigation/view-transition";
import { who } from "../lib/structured-data/site-identity";

export function loader() {
  const shown = homeEntries(allPosts, allProjects, settings.sectionContentLimit);
  const language = languageTag(site.locale);
  const { aboutLink, recentArticles, latestProjects, viewMore, morePosts, moreProjects } =
    words.labels;
  // Only when the owner turns cards on: without, the page is shared with the headshot.
  const shareImage = sitePageShareCard(site.bio);
  return {
    ...(shareImage ? { shareImage } : {}),
    greeting: site.greeting,
    bio: site.bio,
    headshot: translatedPortrait(site.headshot),
    headshotAlt: site.headshotAlt,
    socialLinks: socialLinks(settings, words.labels),
    posts: shown.posts.map((p) => postCard(p, settings.blogDescriptionLimit, language)),
    projects: shown.projects.map((p) =>
      projectCard(p, settings.projectDescriptionLimit, language, words.labels),
    ),
    words: {
      ...words.home,
      aboutLink,
      recentArticles,
      latestProjects,
      viewMore,
      morePosts,
      moreProjects,
    },
    jsonLd: homeGraph(who),
    // Another language's page marks the words it shows in the default language.
    ...(translation
      ? {
          langs: {
            greeting: translation.langs.owner.greeting,
            bio: translation.langs.owner.bio,
          },
        }
      : {}),
  };
}

// Home's title is just the owner's name; the page is about them.
export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  routeMeta(matches, {
    type: "profile",
    jsonLd: loaderData?.jsonLd,
    image: loaderData && "shareImage" in loaderData ? loaderData.shareImage : undefined,
  });

export default function Home({ loaderData }: Route.ComponentProps) {
  const { greeting, bio, headshot, headshotAlt, posts, projects } = loaderData;
  const text = loaderData.words;
  const navigation = useNavigationProps();
  const langs = "langs" in loaderData ? loaderData.langs : undefined;
  return (
    <>
      {/* The portrait comes first in the source as on a phone's screen, so a page
          painted before it is fully parsed does not shift when the rest arrives. */}
      <section className="flex flex-col gap-8 pt-8 sm:flex-row-reverse sm:items-center sm:justify-between sm:pt-14">
        <ResponsiveImage
          picture={headshot}
          alt={headshotAlt}
          sizes="144px"
          load="eager"
          className="ring-line size-36 shrink-0 rounded-full object-cover shadow-sm ring-4"
        />
        <div className="max-w-md">
          <h1
            dir={directionOfText(greeting)}
            lang={langs?.greeting}
            className="text-4xl font-bold tracking-tight text-balance sm:text-5xl"
          >
            <Phrases text={greeting} />
            {/* An icon, not the emoji: the colour emoji font costs a phone tens of
                milliseconds of layout before the first paint. */}
            <PiHandWavingDuotone
              aria-hidden="true"
              focusable="false"
              className="text-accent ms-3 inline-block size-[0.85em] align-[-0.1em]"
            />
          </h1>
          <p
            dir={directionOfText(bio)}
            lang={langs?.bio}
            className="text-muted mt-5 text-lg leading-relaxed text-pretty"
          >
            {bio}
          </p>
          <div className="mt-7 flex flex-wrap items-center gap-5">
            <Link
              to="/about-me"
              {...navigation}
              className="bg-accent text-accent-ink inline-flex items-center gap-2 rounded-full px-5 py-2.5 text-sm font-semibold shadow-sm transition-opacity hover:opacity-90"
            >
              {text.aboutLink}
              <LuArrowRight aria-hidden="true" focusable="false" className="forward size-4" />
            </Link>
            <SocialButtons links={loaderData.socialLinks} />
          </div>
        </div>
      </section>
      <HomeSection
        id="recent-articles"
        title={text.recentArticles}
        more={{ to: "/blog", text: text.viewMore, label: text.morePosts }}
        empty={posts.length === 0}
        emptyText={text.noPosts}
      >
        {/* The first card shows in the first screen, on a phone too. */}
        {posts.map((post, i) => (
          <PostCard key={post.url} post={post} imageLoad={i === 0 ? "eager" : "lazy"} />
        ))}
      </HomeSection>
      <HomeSection
        id="latest-projects"
        title={text.latestProjects}
        more={{ to: "/projects", text: text.viewMore, label: text.moreProjects }}
        empty={projects.length === 0}
        emptyText={text.noProjects}
      >
        {projects.map((project) => (
          <ProjectCard key={project.url} project={project} />
        ))}
      </HomeSection>
    </>
  );
}
