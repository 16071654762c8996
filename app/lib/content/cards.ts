import type { Picture } from "imagetools-core";
import type { Post, Project } from "../../../content/schema";
import { thumbnail } from "./site-content";
import { formatDate } from "./format-date";
import { truncate } from "./truncate";

export type PostCardData = {
  url: string;
  title: string;
  description: string;
  date: { iso: string; text: string };
  image: Picture;
  imageAlt: string;
};

export type ProjectCardData = {
  url: string;
  title: string;
  description: string;
  tech: string[];
};

export function postCard(post: Post, descriptionLimit: number): PostCardData {
  return {
    url: post.url,
    title: post.title,
    description: truncate(post.description, descriptionLimit),
    date: { iso: post.publishDate, text: formatDate(post.publishDate) },
    image: thumbnail(post.thumbnail),
    imageAlt: post.thumbnailAlt,
  };
}

export function projectCard(project: Project, descriptionLimit: number): ProjectCardData {
  return {
    url: project.url,
    title: project.title,
    description: truncate(project.description, descriptionLimit),
    tech: project.tech,
  };
}
