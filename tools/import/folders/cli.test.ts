import { execFile } from "node:child_process";
import { readFile, rm } from "node:fs/promises";
import { join, relative } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, expect, test } from "vitest";
import { parse as parseYaml } from "yaml";
import { snapshot, tempContent } from "../fixtures/content.test-support.ts";

// `npm run import -- posts <folder> --home` as the owner runs it: a process
// of its own, on a content/ folder of the tests' (a fork's own posts are not
// the test's), its verdict in the exit code.

const fixtures = join(import.meta.dirname, "..", "fixtures", "folders");
let dir: string;
beforeAll(async () => {
  dir = await tempContent();
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function cli(args: string[]) {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ["--import", "tsx", "tools/import/cli.ts", "--content", dir, ...args],
      { env: { ...process.env, CONTENT_DIR: "" } },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
    return { code, stdout, stderr };
  }
}

/** A file's front matter, and its body's lines. */
async function parts(file: string) {
  const text = await readFile(file, "utf8");
  const [, front, body] = /^---\n([^]*?)\n---\n([^]*)$/.exec(text)!;
  return { data: parseYaml(front!) as Record<string, unknown>, lines: body!.split("\n") };
}

/** The lines between an opening line and the first closing one after it. */
function between(lines: string[], open: RegExp, close: RegExp): string[] {
  const start = lines.findIndex((line) => open.test(line));
  const end = lines.findIndex((line, i) => i > start && close.test(line));
  expect(start).toBeGreaterThanOrEqual(0);
  return lines.slice(start + 1, end);
}

test("a Hexo posts folder comes home: front matter mapped, code identical line by line; a second run changes nothing", async () => {
  const folder = join(fixtures, "hexo", "source", "_posts");
  const first = await cli(["posts", folder, "--home"]);
  expect(first).toMatchObject({ code: 0, stderr: "" });
  expect(first.stdout).toContain(
    `posts ${relative(process.cwd(), folder)} --home (Hexo: source/_posts, source/_drafts): 2 added, 0 updated, 0 unchanged, 0 skipped`,
  );
  const written = await parts(join(dir, "posts", "2020-年终总结", "index.md"));
  expect(written.data).toEqual({
    title: "2020 年终总结",
    description: "这一年写了很多 Go，也读了很多书。",
    publishDate: "2020-12-31",
    updated: "2021-01-02",
    tags: ["年终总结", "Go"],
    lang: "zh-CN",
    aliases: ["/2020/12/31/2020-年终总结/"],
  });
  const source = (await readFile(join(folder, "2020-年终总结.md"), "utf8")).split("\n");
  expect(between(written.lines, /^```go$/, /^```$/)).toEqual(
    between(source, /^\{% codeblock .*lang:go %\}$/, /^\{% endcodeblock %\}$/),
  );
  const before = await snapshot(dir);
  const again = await cli(["posts", folder, "--home"]);
  expect(again.code).toBe(0);
  expect(again.stdout).toContain("0 added, 0 updated, 2 unchanged, 0 skipped");
  expect(again.stdout).toContain("No file changed.");
  expect(await snapshot(dir)).toEqual(before);
}, 60_000);

test("a Jekyll site's highlight block is the same code line by line", async () => {
  const { code, stdout } = await cli(["posts", join(fixtures, "jekyll"), "--home"]);
  expect(code).toBe(0);
  expect(stdout).toContain("(Jekyll: _posts, _drafts): 3 added");
  const written = await parts(join(dir, "posts", "retries-without-double-charges", "index.md"));
  expect(written.data).toMatchObject({
    publishDate: "2019-03-04",
    tags: ["idempotency", "retries"],
  });
  const source = (
    await readFile(
      join(fixtures, "jekyll", "_posts", "2019-03-04-retries-without-double-charges.md"),
      "utf8",
    )
  ).split("\n");
  expect(between(written.lines, /^```ruby$/, /^```$/)).toEqual(
    between(source, /^\{% highlight ruby linenos %\}$/, /^\{% endhighlight %\}$/),
  );
}, 60_000);

test("a folder without --home is no feed (exit 1), with --canonical a wrong call (exit 2); nothing changed", async () => {
  const before = await snapshot(dir);
  // Without --home, a folder is refused as a feed file would be.
  const bare = await cli(["posts", join(fixtures, "zola")]);
  expect(bare.code).toBe(1);
  expect(bare.stderr).toMatch(/: a folder, not a file\nNothing was changed\.\n$/);
  const canonical = await cli(["posts", join(fixtures, "zola"), "--home", "--canonical", "home"]);
  expect(canonical.code).toBe(2);
  expect(canonical.stderr).toMatch(/^--canonical goes with a feed: [^\n]+\n$/);
  const flag = await cli(["posts", "feed.xml", "--categories"]);
  expect(flag.code).toBe(2);
  expect(flag.stderr).toContain("--categories goes with posts <export or folder> --home");
  expect(await snapshot(dir)).toEqual(before);
}, 60_000);
