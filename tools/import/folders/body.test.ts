import { expect, test } from "vitest";
import { convertBody, firstParagraph, fitHeadings } from "./body.ts";

test("Hexo's codeblock, Jekyll's highlight and Hugo's shortcode become fences, the code byte for byte", () => {
  const code = '\tfmt.Println("x")  \n\n  indented\\';
  expect(convertBody(`{% codeblock main.go lang:go %}\n${code}\n{% endcodeblock %}`).markdown).toBe(
    `\`\`\`go\n${code}\n\`\`\``,
  );
  expect(
    convertBody(`{% highlight ruby linenos %}\n${code}\n{% endhighlight %}\nAfter.`).markdown,
  ).toBe(`\`\`\`ruby\n${code}\n\`\`\`\nAfter.`);
  expect(
    convertBody(`{{< highlight go "linenos=table,hl_lines=2" >}}\n${code}\n{{< /highlight >}}`)
      .markdown,
  ).toBe(`\`\`\`go\n${code}\n\`\`\``);
  // A block without a language, and code that holds a fence of its own.
  expect(convertBody("{% codeblock %}\n```js\n{% endcodeblock %}").markdown).toBe(
    "````\n```js\n````",
  );
});

test("<!-- more --> goes with its blank line; asset_img becomes an image; raw tags go", () => {
  expect(convertBody("Intro.\n\n<!-- more -->\n\nRest.").markdown).toBe("Intro.\n\nRest.");
  expect(convertBody("A\n\n<!--more-->\n\nB\n\n<!-- truncate -->\n\nC").markdown).toBe(
    "A\n\nB\n\nC",
  );
  expect(convertBody('{% asset_img chart.png "A chart" %}').markdown).toBe(
    "![A chart](./chart.png)",
  );
  expect(convertBody("{% raw %}{{ x }}{% endraw %}").markdown).toBe("{{ x }}");
});

test("other tags stay as text and are named; code and inline code are left alone", () => {
  const { markdown, leftTags } = convertBody(
    '{% include note.html %}\n\n`{% not_a_tag %}`\n\n```\n{% in_code %}\n```\n\n{{< youtube id="x" >}}',
  );
  expect(leftTags).toEqual(["{% include note.html %}", '{{< youtube id="x" >}}']);
  expect(markdown).toContain("{% in_code %}");
  // In a Liquid site, raw tags inside code were never shown either.
  expect(convertBody("```\n{% raw %}{{ a }}{% endraw %}\n```", true).markdown).toBe(
    "```\n{{ a }}\n```",
  );
});

test("the first paragraph, as plain text, passes over headings, images and code", () => {
  expect(
    firstParagraph(
      "# Title\n\n![img](a.png)\n\n```\ncode\n\nmore code\n```\n\nThe **real** [first](https://x) `one`.\n\nSecond.",
    ),
  ).toBe("The real first one.");
});

test("a body with level-1 headings starts its sections at ##, and a heading that repeats the title goes", () => {
  expect(
    fitHeadings("# Hello\n\nIntro.\n\n# Part\n\n### Detail\n\n```\n# a comment\n```", "Hello"),
  ).toBe("Intro.\n\n## Part\n\n### Detail\n\n```\n# a comment\n```");
  expect(fitHeadings("Part\n====\n\nText.", "Title")).toBe("## Part\n\nText.");
  // Without one, the headings are as written (the build raises a skipped level itself).
  expect(fitHeadings("## A\n\n#### B", "T")).toBe("## A\n\n#### B");
});
