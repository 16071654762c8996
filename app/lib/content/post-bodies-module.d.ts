// What pipeline/vite-plugins/local-posts.ts provides at build time: each
// local post's body, rendered; in the browser's build, an empty table.

declare module "virtual:post-bodies" {
  type PostBody = {
    html: string;
    headings: { depth: 2 | 3 | 4; id: string; text: string }[];
    words: number;
    /** The post's own image, shared in its drawn card's place (its front matter's `image`). */
    shareImage?: import("../metadata/share-card.ts").ShareImage;
  };
  /** Each body a build rendered; in npm run dev, those its pages asked for so far. */
  export const postBodies: ReadonlyMap<string, PostBody>;
  /** A post's body for its loader: npm run dev renders it when asked, a build has them all. */
  export function loadPostBody(slug: string): Promise<PostBody | undefined>;
}
