// What pipeline/vite-plugins/local-posts.ts provides at build time: each
// local post's body, rendered; in the browser's build, an empty table.

declare module "virtual:post-bodies" {
  export const postBodies: ReadonlyMap<
    string,
    {
      html: string;
      headings: { depth: 2 | 3 | 4; id: string; text: string }[];
      words: number;
    }
  >;
}
