import { describe, expect, test } from "vitest";
import { bringHome, engineHtml } from "../fixtures/engines.test-support.ts";

// An embed cannot come home, but a link to what it shows can: named by its
// title, or by what it is, a tweet by its text; and the run's report says
// each in one line.

const linked = ": a link to it stands in its place";

describe("embeds become links to their own pages", () => {
  test("YouTube, Vimeo, Bilibili, a gist, a tweet; another frame is linked as it is", async () => {
    const { markdown, cannot } = await bringHome(engineHtml("embeds.html"));
    expect(markdown).toBe(
      [
        "[Idempotency keys in five minutes](https://youtu.be/dQw4w9WgXcQ)",
        "[YouTube video](https://youtu.be/aqz-KE-bpKQ?t=42)",
        "[Vimeo video](https://vimeo.com/76979871/8272103f6e)",
        "[Bilibili video](https://www.bilibili.com/video/BV17x411w7KC)",
        "[retry.go (GitHub gist)](https://gist.github.com/ada/4f2a9c1b7e3d5a6b)",
        "[Retries without idempotency keys are how you charge a customer twice.](https://twitter.com/ada_example/status/1463183721837056000) — Ada Example (@ada_example)",
        "<https://codepen.io/ada/embed/abcdef>",
        "",
      ]
        .join("\n\n")
        .replace(/\n\n$/, "\n"),
    );
    // One line each; Twitter's script, which only draws the tweet, is not one.
    expect(cannot).toEqual([
      `a YouTube video "Idempotency keys in five minutes" (https://youtu.be/dQw4w9WgXcQ)${linked}`,
      `a YouTube video (https://youtu.be/aqz-KE-bpKQ)${linked}`,
      `a Vimeo video (https://vimeo.com/76979871/8272103f6e)${linked}`,
      `a Bilibili video (https://www.bilibili.com/video/BV17x411w7KC)${linked}`,
      `a gist (https://gist.github.com/ada/4f2a9c1b7e3d5a6b)${linked}`,
      `a tweet by @ada_example (https://twitter.com/ada_example/status/1463183721837056000)${linked}`,
      `an embedded frame (https://codepen.io/ada/embed/abcdef)${linked}`,
    ]);
  });

  test("a playlist, an av number, a gist without a file, a tweet of pictures only", async () => {
    const { markdown } = await bringHome(
      `<iframe src="https://www.youtube.com/embed/videoseries?list=PL123abc" title="Talks"></iframe>
       <iframe src="https://player.bilibili.com/player.html?aid=170001&page=2"></iframe>
       <script src="https://gist.github.com/ada/4f2a9c1b.js"></script>
       <blockquote class="twitter-tweet"><p lang="zxx" dir="ltr"><a href="https://t.co/Zz9">pic.twitter.com/Zz9</a></p>— Ada (@ada) <a href="https://x.com/ada/status/42">May 1, 2024</a></blockquote>`,
    );
    expect(markdown).toBe(
      "[Talks](https://www.youtube.com/playlist?list=PL123abc)\n\n" +
        "[Bilibili video](https://www.bilibili.com/video/av170001?p=2)\n\n" +
        "[GitHub gist by ada](https://gist.github.com/ada/4f2a9c1b)\n\n" +
        "[A tweet by @ada](https://x.com/ada/status/42) — Ada (@ada)\n",
    );
  });
});
