import type { Files } from "../../../../tools/project-copy/project-copy";
import { sampleContent } from "../../../fixtures/sample/sample-content";

// Text in content/ that would become markup or script if any place of the
// site or its files treated content as anything but data.

/** Closes a script, opens a comment, breaks out of attributes, and ends a JSON string. */
export const hostile =
  '</script><script>window.__pwned = 1</script><!-- "quoted" \' <b>bold</b> \u2028 & \u2029 end';

const source = (type: string, from: string, name: string, value: unknown) =>
  `import type { ${type} } from "./schema/${from}.ts";\nexport const ${name}: ${type} = ${JSON.stringify(value, null, 2)};\n`;

/** Owner, copy, posts and projects full of hostile text; the rest is the template's. */
export function hostileContent(postUrl = "https://example.com/posts/one"): Files {
  return {
    ...sampleContent(),
    "content/owner.ts": source("OwnerInput", "owner", "owner", {
      name: `Eve ${hostile}`,
      jobTitle: hostile,
      greeting: `Hi ${hostile}`,
      bio: hostile,
      about: [hostile, hostile, hostile],
      description: hostile,
      headshot: "headshot.jpg",
      headshotAlt: hostile,
      knowsAbout: [hostile],
      locale: "en_US",
    }),
    "content/posts.ts": [
      'import type { PostDefaults, PostInput } from "./schema/entries.ts";',
      `export const posts: PostInput[] = ${JSON.stringify([
        {
          url: postUrl,
          title: hostile,
          description: hostile,
          publishDate: "2025-01-01",
          thumbnailAlt: hostile,
        },
      ])};`,
      // No image: the post shows the thumbnail the build draws, with this alt text.
      `export const postDefaults: PostDefaults = ${JSON.stringify({ thumbnailAlt: hostile })};`,
      "",
    ].join("\n"),
    "content/projects.ts": [
      'import type { ProjectInput } from "./schema/entries.ts";',
      `export const projects: ProjectInput[] = ${JSON.stringify([
        { url: "https://example.com/p", title: hostile, description: hostile, tech: [hostile] },
      ])};`,
      "",
    ].join("\n"),
  };
}
