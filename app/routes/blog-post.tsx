import { Link } from "react-router";
import { loadPostBody } from "virtual:post-bodies";
import type { Route } from "./+types/blog-post";
import { ExternalLink } from "../components/external-link";
import { PostBody } from "../components/posts/post-body";
import { TagList } from "../components/posts/post-card";
import { formatDate } from "../lib/content/format-date";
import { pageShareCard } from "../lib/content/page-share-card";
import { localNeighbours } from "../lib/content/local-posts";
import { postCanonical } from "../lib/content/post-language";
import { textDirection } from "../lib/content/text-direction";
import {
  allPosts,
  language as siteLanguage,
  languages,
  site,
  tagSlugs,
  thumbnail,
  words,
} from "../lib/content/site-content";
import { tagLinks } from "../lib/tags/tag-links";
import { findWordsFor } from "../lib/i18n/find-words";
import type { ShownPost } from "../lib/content/merge-entries";
import { relatedPosts, seriesParts } from "../lib/posts/around-a-post";
import { PostRelated, PostSeries } from "../components/posts/around-a-post";
import { countLabel, fillLabel } from "../lib/i18n/count-label";
import { postWordsFor, readingMinutes } from "../lib/i18n/post-words";
import { buildTitle } from "../lib/metadata/meta";
import { postMeta } from "../lib/metadata/post-meta";
import { languageTag, pageUrl } from "../lib/metadata/site-urls";
import { languagePaths } from "../lib/languages/site-languages";
import { postPagePath } from "../lib/pages/site-pages";
import { copyCodeLabels } from "../lib/posts/copy-code";
import { settings } from "../lib/settings/settings";
import { currentPage } from "../lib/structured-data/nodes";
import { postGraph } from "../lib/structured-data/page-graphs";
import { who } from "../lib/structured-data/site-identity";

/** A post's list of sections, when it has at least this many h2 and h3 headings. */
const tocHeadings = 3;

export async function loader({ params, url }: Route.LoaderArgs) {
  const post = allPosts.find((entry) => entry.local?.slug === params.slug);
  const body = await loadPostBody(params.slug);
  if (!post?.local || !body) throw new Response(null, { status: 404 });
  const { slug, updated, tags, canonical } = post.local;
  const language = languageTag(site.locale);
  const said = postWordsFor(site.locale);
  const description = post.description ?? post.title;
  const page = currentPage(url, settings, buildTitle(site.name, post.title), description);
  const sections = body.headings.filter((heading) => heading.depth <= 3);
  const { newer, older } = localNeighbours(allPosts, slug);
  // A neighbour's title in another language than the page's is marked so.
  const neighbour = (entry: typeof newer, label: string) =>
    entry?.local
      ? {
          page: postPagePath(entry.local.slug),
          title: entry.title,
          label,
          ...(entry.lang ? { lang: entry.lang, dir: textDirection(entry.lang) } : {}),
        }
      : undefined;
  // At its end, the posts most like it; at its top, its series' parts in order.
  const find = findWordsFor(site.locale);
  const digits = new Intl.NumberFormat(language);
  const linkOf = (entry: ShownPost) => ({
    href: entry.local ? postPagePath(entry.local.slug) : entry.url,
    local: entry.local !== undefined,
    title: entry.title,
    date: { iso: entry.publishDate, text: formatDate(entry.publishDate, language) },
    ...(entry.lang ? { lang: entry.lang, dir: textDirection(entry.lang) } : {}),
  });
  const related = relatedPosts(allPosts, post).map(linkOf);
  const parts = seriesParts(allPosts, post);
  const series = post.local.series;
  // The line of a cross-post, its words around the original's linked host.
  const [before = "", after = ""] = said.firstAppeared.split("{site}");
  // The post's page in each language of the site, the default's first.
  const pages = languagePaths(settings.basePath, languages, siteLanguage).map((other) => ({
    locale: other.locale,
    url: pageUrl(settings.baseUrl, other.basePath, postPagePath(slug)),
  }));
  // Shown in a language not its own (untranslated), the page is a duplicate of
  // the page of the language the post is written in, and names it canonical.
  const pageCanonical = postCanonical(
    post.local,
    site.locale,
    (locale) => pages.find((other) => other.locale === locale)!.url,
  );
  return {
    slug,
    page: postPagePath(slug),
    // Written in another language than the page's (untranslated, or its own `lang`), marked so,
    // with that language's direction (an English post on an Arabic page reads left to right).
    lang: post.lang,
    dir: post.lang ? textDirection(post.lang) : undefined,
    title: post.title,
    description,
    date: { iso: post.publishDate, text: formatDate(post.publishDate, language) },
    ...(updated
      ? {
          updated: {
            iso: updated,
            text: fillLabel(said.updated, { date: formatDate(updated, language) }),
          },
        }
      : {}),
    readingTime: countLabel(said.readingTime, readingMinutes(body.words), language),
    // Each a link to its page; a translation that left its tags to the post shows them in the
    // default language.
    tagLinks: tagLinks(
      tags,
      tagSlugs,
      said.tags,
      post.local.tagsLang
        ? { lang: post.local.tagsLang, dir: textDirection(post.local.tagsLang) }
        : { lang: post.lang, dir: post.lang ? textDirection(post.lang) : undefined },
    ),
    ...(sections.length >= tocHeadings ? { toc: { heading: said.sectionsHeading, sections } } : {}),
    ...(canonical
      ? { origin: { href: canonical, host: new URL(canonical).host, before, after } }
      : {}),
    ...(related.length > 0 ? { related: { heading: find.related, posts: related } } : {}),
    ...(series && parts.length > 0
      ? {
          series: {
            heading: fillLabel(find.series, { series: series.name }),
            place: fillLabel(find.seriesPart, {
              part: digits.format(series.part),
              count: digits.format(parts.length),
            }),
            parts: parts.map((part) => ({ ...linkOf(part), current: part === post })),
          },
        }
      : {}),
    newer: neighbour(newer, said.nextPost),
    older: neighbour(older, said.previousPost),
    neighboursLabel: `${said.previousPost}, ${said.nextPost}`,
    copyLabels: copyCodeLabels(words.labels),
    // A post is shared with its own image (its front matter's), or else with its card: its
    // title, in its language, with the owner's mark.
    shareImage: body.shareImage ?? pageShareCard(post.title, post.lang),
    article: {
      publishedTime: post.publishDate,
      ...(updated ? { modifiedTime: updated } : {}),
      tags,
      ...(pageCanonical ? { canonical: pageCanonical } : {}),
      // A site in several languages: the pages of it that are each a language's version.
      ...(languages.length > 1
        ? { alternates: pages.filter((other) => post.local!.languages.includes(other.locale)) }
        : {}),
    },
    jsonLd: postGraph(who, page, pageUrl(settings.baseUrl, settings.basePath, "/blog"), {
      url: page.url,
      title: post.title,
      description,
      publishDate: post.publishDate,
      ...(updated ? { updated } : {}),
      tags,
      image: new URL(thumbnail(post.thumbnail).img.src, settings.baseUrl).href,
      words: body.words,
      ...(canonical ? { canonical } : {}),
      ...(post.lang ? { lang: post.lang } : {}),
    }),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  postMeta(
    matches,
    {
      title: loaderData?.title,
      description: loaderData?.description,
      jsonLd: loaderData?.jsonLd,
      image: loaderData?.shareImage,
    },
    loaderData?.article,
  );

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const {
    slug,
    page,
    lang,
    dir,
    title,
    date,
    updated,
    readingTime,
    tagLinks,
    toc,
    origin,
    newer,
    older,
  } = loaderData;
  return (
    <article className="post-page">
      <header>
        <h1 className="post-page-title" lang={lang} dir={dir}>
          {title}
        </h1>
        <p className="post-page-facts">
          <time dateTime={date.iso}>{date.text}</time>
          {updated && <time dateTime={updated.iso}>{updated.text}</time>}
          <span>{readingTime}</span>
        </p>
        {tagLinks.items.length > 0 && <TagList tags={tagLinks} className="post-page-tags" />}
        {origin && (
          <p className="post-page-origin">
            {origin.before}
            <ExternalLink href={origin.href} label={origin.host}>
              {origin.host}
            </ExternalLink>
            {origin.after}
          </p>
        )}
      </header>
      {toc && (
        <nav className="post-page-toc" aria-labelledby="post-page-toc">
          <h2 id="post-page-toc">{toc.heading}</h2>
          <ol>
            {toc.sections.map((section) => (
              <li
                key={section.id}
                className={section.depth === 3 ? "post-page-toc-sub" : undefined}
              >
                <a href={`#${section.id}`}>{section.text}</a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      {loaderData.series && <PostSeries series={loaderData.series} />}
      {/* Keyed by the post, so a navigation to another post takes that post's body. */}
      <PostBody
        key={slug}
        slug={slug}
        page={page}
        lang={lang}
        dir={dir}
        copyLabels={loaderData.copyLabels}
      />
      {loaderData.related && <PostRelated related={loaderData.related} />}
      {(newer || older) && (
        <nav className="post-page-nav" aria-label={loaderData.neighboursLabel}>
          {older && (
            <Link to={older.page} rel="prev">
              <span>{older.label}</span>
              <span lang={older.lang} dir={older.dir}>
                {older.title}
              </span>
            </Link>
          )}
          {newer && (
            <Link to={newer.page} rel="next" className="post-page-next">
              <span>{newer.label}</span>
              <span lang={newer.lang} dir={newer.dir}>
                {newer.title}
              </span>
            </Link>
          )}
        </nav>
      )}
    </article>
  );
}
