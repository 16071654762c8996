import type { Picture } from "./picture";
import type { Project } from "../../../content/schema/entries.ts";
import type { ShownPost } from "./merge-entries.ts";
import { thumbnail } from "./site-content.ts";
import { formatDate } from "./format-date.ts";
import { truncate } from "./truncate.ts";

export type PostCardData = {
  url: string;
  title: string;
  description: string;
  date: { iso: string; text: string };
  image: Picture;
  imageAlt: string;
};

/** Older posts, a line each, by the year they were published (newest first). */
export type ArchiveYear = {
  year: string;
  posts: { url: string; title: string; date: { iso: string; text: string } }[];
};

export type ProjectCardData = {
  url: string;
  title: string;
  description: string;
  tech: string[];
};

/** A post as its card shows it; the date in the owner's language ("en-US", "pt-BR"). */
export function postCard(
  post: ShownPost,
  descriptionLimit: number,
  languageTag: string,
): PostCardData {
  return {
    url: post.url,
    title: post.title,
    description: truncate(post.description, descriptionLimit),
    date: { iso: post.publishDate, text: formatDate(post.publishDate, languageTag) },
    image: thumbnail(post.thumbnail),
    imageAlt: post.thumbnailAlt,
  };
}

export function postArchive(posts: ShownPost[], languageTag: string): ArchiveYear[] {
  const years: ArchiveYear[] = [];
  for (const post of posts) {
    const year = post.publishDate.slice(0, 4);
    if (years.at(-1)?.year !== year) years.push({ year, posts: [] });
    years.at(-1)!.posts.push({
      url: post.url,
      title: post.title,
      date: { iso: post.publishDate, text: formatDate(post.publishDate, languageTag) },
    });
  }
  return years;
}

export function projectCard(project: Project, descriptionLimit: number): ProjectCardData {
  return {
    url: project.url,
    title: project.title,
    description: truncate(project.description, descriptionLimit),
    tech: project.tech,
  };
}
