import type { TextLabel } from "../../../content/schema/labels.ts";
import { slugProblem } from "../../../content/schema/slug.ts";
import type { TagSlugs } from "../../../content/schema/tag.ts";
import { siteTags, tagPagePath, tagsIndexPath } from "../tags/site-tags.ts";

// The site's pages, each once, with everything the rest of the code needs to
// know of it: app/routes.ts and the prerender list, the header's navigation,
// the sitemap's <lastmod>, the build's page weights and their advice, the
// printed résumé, and the route lists of the tests and the instruments are
// all made from this table. A new page is one entry here and one route
// module; an entry that leaves a field out is a type error.

export type SitePage = {
  /** Where it is, under the base path (and each language's folder). */
  path: `/${string}`;
  /** Its route module, from app/. */
  module: `routes/${string}.tsx`;
  /** Its link in the header's navigation and that link's place among them, or null for none. */
  nav: { label: TextLabel; order: number } | null;
  /**
   * The gzipped HTML it may weigh before the build advises the owner, and
   * what the owner can trim then; a page that lists the career (About) has
   * a budget of its own for the whole page and keeps `bytes` for the part
   * before its career.
   */
  weight: { bytes: number; advice: string; withCareer: number | null };
  /** What the owner can change when its largest paint on a phone is an image. */
  paintAdvice: string;
  /** The content it shows: its <lastmod> is their last commit. */
  sources: readonly string[];
  /** Whether it lists posts: a post's date counts as a change even before it is committed. */
  listsPosts: boolean;
  /** Whether `npm run resume:pdf` prints it. */
  printed: boolean;
};

/**
 * Home and About fit in a browser's first round trip (14 KB: TCP's first
 * ten packets), so they paint without waiting for a second one. The Blog
 * and Projects grow with the lists; their budgets are what 300 posts and
 * 150 projects take, which the template keeps at Lighthouse 100.
 */
export const firstRoundTrip = 14_000;

export const sitePages = [
  {
    path: "/",
    module: "routes/home.tsx",
    nav: { label: "navHome", order: 1 },
    weight: {
      bytes: firstRoundTrip,
      advice:
        "a shorter bio or greeting in content/owner.ts, shorter post and project descriptions " +
        "(VITE_BLOG_DESCRIPTION_LIMIT, VITE_PROJECT_DESCRIPTION_LIMIT), or fewer items on Home " +
        "(VITE_SECTION_CONTENT_LIMIT, at least 2)",
      withCareer: null,
    },
    paintAdvice: "a longer bio in content/owner.ts",
    sources: ["content"],
    listsPosts: true,
    printed: false,
  },
  {
    path: "/about-me",
    module: "routes/about-me.tsx",
    nav: null,
    weight: {
      bytes: firstRoundTrip,
      advice: "shorter About paragraphs or fewer skills (knowsAbout) in content/owner.ts",
      // Twice the fifteen jobs with highlights the template's proof builds in
      // Thai, three bytes a character (15.2 KB): what Lighthouse still scores 100.
      withCareer: 30_000,
    },
    paintAdvice: "longer About paragraphs in content/owner.ts",
    sources: [
      "content/owner.ts",
      "content/links.ts",
      "content/images",
      "content/experience.ts",
      "content/imported/experience.json",
      "content/overrides.ts",
    ],
    listsPosts: false,
    printed: true,
  },
  {
    path: "/blog",
    module: "routes/blog.tsx",
    nav: { label: "navBlog", order: 3 },
    weight: {
      bytes: 40_000,
      advice:
        "shorter descriptions (VITE_BLOG_DESCRIPTION_LIMIT), or hide old imported posts " +
        "(hidden in content/overrides.ts)",
      withCareer: null,
    },
    paintAdvice: "a longer Blog intro in content/copy.ts",
    sources: [
      "content/posts.ts",
      "content/imported/posts.json",
      "content/copy.ts",
      "content/images",
    ],
    listsPosts: true,
    printed: false,
  },
  {
    path: "/projects",
    module: "routes/projects.tsx",
    nav: { label: "navProjects", order: 2 },
    weight: {
      bytes: 32_000,
      advice:
        "shorter descriptions (VITE_PROJECT_DESCRIPTION_LIMIT), or hide imported projects " +
        "(hidden in content/overrides.ts)",
      withCareer: null,
    },
    paintAdvice: "a longer Projects intro in content/copy.ts",
    sources: ["content/projects.ts", "content/imported/projects.json", "content/copy.ts"],
    listsPosts: false,
    printed: false,
  },
] as const satisfies readonly SitePage[];

export type PagePath = (typeof sitePages)[number]["path"];

/** Every page's path, in the table's order. */
export const pagePaths: readonly PagePath[] = sitePages.map((page) => page.path);

/** The header's navigation: the pages that have a link there, in its order. */
export const navPages = sitePages
  .flatMap((page) => (page.nav ? [{ path: page.path, ...page.nav }] : []))
  .sort((a, b) => a.order - b.order);

/** The page `npm run resume:pdf` prints (About). */
export const resumePage: SitePage = sitePages.find((page) => page.printed)!;

/**
 * A page's file in a build: "index.html", "about-me/index.html". A post's
 * address is percent-encoded (postPagePath); its folder has the slug's own
 * characters, as hosts decode an address to a file.
 */
export const pageHtmlFile = (path: string) =>
  `${path === "/" ? "" : `${decodedPath(path).slice(1)}/`}index.html`;

/**
 * A page's address with its escapes decoded ("/blog/2020-年终总结"): the path
 * React Router's prerender list names, and the file hosts serve it from.
 */
export const decodedPath = (path: string) => path.split("/").map(decodeURIComponent).join("/");

/**
 * The page of each post written on the site (content/posts/<slug>/index.md),
 * at /blog/<slug>: one route module and one budget for all of them. Only a
 * site with such posts has the route (app/routes.ts) and the pages, so a site
 * without keeps every byte.
 */
export const postPage = {
  /** React Router's pattern of the route. */
  pattern: "/blog/:slug",
  module: "routes/blog-post.tsx",
  weight: {
    // A post's text is the page: what a long article (about 5,000 words) takes.
    bytes: 40_000,
    advice: "a shorter post, or one split in parts (content/posts/<slug>/index.md)",
    withCareer: null,
  },
  paintAdvice: "a longer opening paragraph in the post",
} as const satisfies Omit<SitePage, "path" | "nav" | "sources" | "listsPosts" | "printed"> & {
  pattern: string;
};

/**
 * The archive: every post, newest first, by year, and the search's page
 * (its form's target without JavaScript, its results for `?q=` with it).
 * Like a post's page it exists only in a site with posts written on it
 * (app/routes.ts, builtPagePaths), so a site without keeps every byte; it
 * has no link in the header (the Blog links it).
 */
export const archivePage = {
  path: "/archive",
  module: "routes/archive.tsx",
  nav: null,
  weight: {
    // A line a post: what 300 posts take, as the Blog's list does.
    bytes: 40_000,
    advice: "hide old imported posts (hidden in content/overrides.ts)",
    withCareer: null,
  },
  paintAdvice: "a longer archive intro",
  sources: ["content/posts", "content/posts.ts", "content/imported/posts.json"],
  listsPosts: true,
  printed: false,
} as const satisfies SitePage;

/** Whether a build's posts include one written on the site: then it has the archive and the search. */
export const hasLocalPosts = (posts: readonly { local?: { slug: string } }[]) =>
  posts.some((post) => post.local !== undefined);

/**
 * A post's page: "/blog/hello-world". A slug in another script is
 * percent-encoded, as a URL writes it ("/blog/2020-%E5%B9%B4..."): every
 * link, canonical URL, sitemap entry and feed names the page so.
 */
export const postPagePath = (slug: string): `/${string}` => `/blog/${encodeURIComponent(slug)}`;

/** The slugs of the posts written on the site, among the posts a build lists. */
export const localPostSlugs = (posts: readonly { local?: { slug: string } }[]) =>
  posts.flatMap((post) => (post.local ? [post.local.slug] : []));

/**
 * The pages of the posts' tags: the tags index (/tags) and a page a tag
 * (/tags/<slug>), only in a site whose posts carry tags (app/routes.ts), so a
 * site without keeps every byte.
 */
export const tagPages = {
  index: {
    path: tagsIndexPath,
    module: "routes/tags.tsx",
    weight: {
      bytes: 20_000,
      advice: "fewer tags on the posts (content/posts/<slug>/index.md, content/posts.ts)",
      withCareer: null,
    },
    paintAdvice: "fewer tags on the posts",
  },
  tag: {
    /** React Router's pattern of the route. */
    pattern: "/tags/:tag",
    module: "routes/tag.tsx",
    weight: {
      bytes: 40_000,
      advice: "shorter descriptions (VITE_BLOG_DESCRIPTION_LIMIT), or a narrower tag",
      withCareer: null,
    },
    paintAdvice: "a shorter first post title on the tag's page",
  },
} as const;

/** What a page list needs of a post: its page, if written here, and its tags. */
type ListedPost = { local?: { slug: string }; tags?: readonly string[] };

/** The tag pages of these posts: the index, then each tag's, by slug; none without tags. */
export function tagPagePaths(posts: readonly ListedPost[], own: TagSlugs = {}): string[] {
  const tags = siteTags(posts, own, "en");
  if (tags.length === 0) return [];
  return [tagsIndexPath, ...tags.map((tag) => tagPagePath(tag.slug)).sort()];
}

/**
 * Every page a build prerenders: the table's, then, in a site with posts
 * written on it, the archive and each of those posts', then the tags'. The
 * prerender list, the page weights and the owner's check take
 * the pages from here (the sitemap from the pages built).
 */
export const builtPagePaths = (posts: readonly ListedPost[], own: TagSlugs = {}): string[] => [
  ...pagePaths,
  ...(hasLocalPosts(posts) ? [archivePage.path] : []),
  ...localPostSlugs(posts).map(postPagePath),
  ...tagPagePaths(posts, own),
];

/**
 * The slug of a page in `folder` ("blog" for a post's, "tags" for a tag's),
 * its address percent-encoded or not, or undefined for another path.
 */
function slugIn(folder: string, path: string): string | undefined {
  const written = path.startsWith(`/${folder}/`) ? path.slice(folder.length + 2) : undefined;
  if (written === undefined || written === "" || written.includes("/")) return undefined;
  let slug: string;
  try {
    slug = decodeURIComponent(written);
  } catch {
    return undefined;
  }
  return slugProblem(slug) === undefined ? slug : undefined;
}

/**
 * The entry of a page of the build, from the table or, for a post's page
 * (/blog/<slug>), made from `postPage`: what the sitemap, the page weights
 * and the owner's check know of each page. Undefined for a path of neither.
 */
export function builtPage(path: string): SitePage | undefined {
  const listed = sitePages.find((page) => page.path === path);
  if (listed) return listed;
  if (path === archivePage.path) return archivePage;
  const tagPage = tagPageOf(path);
  if (tagPage) return tagPage;
  const slug = slugIn("blog", path);
  if (slug === undefined) return undefined;
  return {
    path: postPagePath(slug),
    module: postPage.module,
    nav: null,
    weight: postPage.weight,
    paintAdvice: postPage.paintAdvice,
    sources: [`content/posts/${slug}`],
    listsPosts: false,
    printed: false,
  };
}

/** A tag page's entry, for the index or a tag's page ("/tags/go"), or undefined for another path. */
function tagPageOf(path: string): SitePage | undefined {
  const entry = (page: (typeof tagPages)["index" | "tag"], at: `/${string}`): SitePage => ({
    path: at,
    module: page.module,
    nav: null,
    weight: page.weight,
    paintAdvice: page.paintAdvice,
    sources: ["content/posts", "content/posts.ts", "content/imported/posts.json"],
    listsPosts: true,
    printed: false,
  });
  if (path === tagsIndexPath) return entry(tagPages.index, tagsIndexPath);
  const slug = slugIn("tags", path);
  return slug === undefined ? undefined : entry(tagPages.tag, tagPagePath(slug));
}
