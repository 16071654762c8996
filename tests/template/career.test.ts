import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { jsonLdNodes, parsePage } from "../../pipeline/stages/5-seo-files/built-pages";
import { pageWeights } from "../../pipeline/stages/7-page-weight";
import * as th from "../fixtures/personas/th";
import { buildCopy } from "../harness/sites/project-copy";
import { ar as arabic } from "../../app/lib/i18n/dictionaries/ar";
import { ja as japanese } from "../../app/lib/i18n/dictionaries/ja";
import { overflowing } from "../harness/checks/overflow";
import { browserForFile, openPage } from "../harness/chromium";
import { englishIn, pageWords } from "../harness/checks/english-labels";
import { sample } from "../harness/sites/sample-site";
import { scratchCopy } from "../harness/sites/site-builds";
import { servedSite } from "../harness/sites/variants";

// The career on About (content/experience.ts), built for real in project
// copies: the sample owner with twenty jobs, with an empty file, the
// Japanese and Arabic personas with theirs, and a Thai engineer with an
// imported career of fifteen jobs, her talks, a paper and an award.

const builds = {
  long: servedSite("career-long"),
  empty: servedSite("career-empty"),
  ja: servedSite("career-ja"),
  ar: servedSite("career-ar"),
  th: servedSite("career-th"),
};
type Name = keyof typeof builds;
const client = (name: Name) => builds[name]().client;
const about = (name: Name) => readFileSync(join(client(name), "about-me/index.html"), "utf8");
const browser = browserForFile();

/** Every file of a build, by path, as bytes. */
const filesOf = (dir: string) =>
  Object.fromEntries(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const path = join(entry.parentPath, entry.name);
        return [path.slice(dir.length), readFileSync(path).toString("base64")];
      }),
  );

test("an empty content/experience.ts builds the same site, byte for byte, as none", () => {
  expect(filesOf(client("empty"))).toEqual(filesOf(sample().client));
});

describe("twenty jobs", () => {
  test("About shows Experience, Education and Certificates, each entry with its months", async () => {
    const { page } = await openPage(browser());
    await page.goto(`${builds.long().url}/about-me`);
    for (const name of ["Experience", "Education", "Certificates"])
      await expect(page.getByRole("heading", { level: 2, name }).count()).resolves.toBe(1);
    const jobs = page
      .getByRole("list")
      .filter({ has: page.getByRole("heading", { name: "Staff Engineer" }) });
    await expect(jobs.locator(":scope > li").count()).resolves.toBe(20);
    const first = jobs.locator(":scope > li").first();
    await expect(first.locator("time").getAttribute("datetime")).resolves.toBe("2021-03");
    await expect(first.innerText()).resolves.toMatch(/Mar 2021\s*–\s*Present/);
    // March 2019 to December 2020, both months counted.
    await expect(jobs.locator(":scope > li").nth(1).innerText()).resolves.toContain("1 yr 10 mos");
    await page.context().close();
  });

  test("fits a phone: nothing sticks out at 390 px, a highlight in Arabic neither", async () => {
    const { page } = await openPage(browser(), { viewport: { width: 390, height: 800 } });
    await page.goto(`${builds.long().url}/about-me`);
    await expect(overflowing(page)).resolves.toEqual([]);
    await page.context().close();
  });

  test("the ProfilePage's Person has each role with its dates, the current occupation and the school", () => {
    const person = jsonLdNodes({ file: "about", ...parsePage(about("long")) }).find(
      (node) => node["@type"] === "Person",
    )!;
    const roles = person.worksFor as Record<string, unknown>[];
    expect(roles).toHaveLength(20);
    expect(roles[0]).toEqual({
      "@type": "EmployeeRole",
      roleName: "Staff Engineer",
      startDate: "2021-03",
      worksFor: { "@type": "Organization", name: "Paystack 1", url: "https://paystack.com" },
    });
    expect(roles[1]).toMatchObject({ startDate: "2019-03", endDate: "2020-12" });
    expect(person.hasOccupation).toEqual([
      { "@type": "Occupation", name: "Staff Engineer", skills: "Go, Kafka" },
    ]);
    expect(person.alumniOf).toEqual([
      { "@type": "EducationalOrganization", name: "University of Lagos" },
    ]);
  });

  test("the build publishes the same career as resume.json (JSON Resume); a site without one has none", () => {
    const resume = JSON.parse(readFileSync(join(client("long"), "resume.json"), "utf8"));
    expect(resume.work).toHaveLength(20);
    expect(resume.work[0]).toMatchObject({
      name: "Paystack 1",
      position: "Staff Engineer",
      startDate: "2021-03",
    });
    expect(resume.work[0]).not.toHaveProperty("endDate");
    expect(resume.education[0]).toMatchObject({
      institution: "University of Lagos",
      studyType: "BSc Computer Science",
    });
    expect(readdirSync(sample().client)).not.toContain("resume.json");
  });

  test("printed, About is a résumé: no header or footer, link addresses shown, no entry split", async () => {
    const { page } = await openPage(browser());
    await page.goto(`${builds.long().url}/about-me`);
    await page.emulateMedia({ media: "print" });
    await expect(page.locator("body > header").isVisible()).resolves.toBe(false);
    await expect(page.locator("body > footer").isVisible()).resolves.toBe(false);
    // The owner's name heads it, not the page's greeting.
    await expect(
      page.locator("main").getByText("Tobi Adeyemi", { exact: true }).first().isVisible(),
    ).resolves.toBe(true);
    await expect(page.getByRole("heading", { level: 1 }).isVisible()).resolves.toBe(false);
    const link = page.getByRole("link", { name: /Paystack 1/ });
    await expect(link.evaluate((a) => getComputedStyle(a, "::after").content)).resolves.toContain(
      "https://paystack.com",
    );
    await expect(
      page
        .locator("main ol > li")
        .first()
        .evaluate((li) => getComputedStyle(li).breakInside),
    ).resolves.toBe("avoid");
    await page.context().close();
  });
});

describe("in the owners' languages", () => {
  test.each([
    ["ja", japanese],
    ["ar", arabic],
  ] as const)("%s: no English label on About with a career", async (name, own) => {
    const { page } = await openPage(browser());
    await page.goto(`${builds[name]().url}/about-me`);
    expect(englishIn(await pageWords(page), own)).toEqual([]);
    await page.context().close();
  });

  test("Japanese: months as Japanese writes them, 現在 for the current job, durations in its words", async () => {
    const { page } = await openPage(browser());
    await page.goto(`${builds.ja().url}/about-me`);
    await expect(page.getByRole("heading", { level: 2, name: "職歴" }).count()).resolves.toBe(1);
    const text = await page.locator("main").innerText();
    expect(text).toMatch(/2021年4月～現在/);
    expect(text).toContain("2018年4月～2021年3月");
    expect(text).toContain("3年");
    await page.context().close();
  });

  test("Arabic: right to left, the timeline's line on the right, حتى الآن for the current job", async () => {
    const { page } = await openPage(browser());
    await page.goto(`${builds.ar().url}/about-me`);
    await expect(
      page.getByRole("heading", { level: 2, name: "الخبرة العملية" }).count(),
    ).resolves.toBe(1);
    await expect(page.locator("main").innerText()).resolves.toContain("حتى الآن");
    const border = await page
      .locator("main ol")
      .first()
      .evaluate((ol) => [
        getComputedStyle(ol).borderRightWidth,
        getComputedStyle(ol).borderLeftWidth,
      ]);
    expect(border).toEqual(["2px", "0px"]);
    await page.context().close();
  });
});

describe("a Thai engineer: fifteen imported jobs, her talks, a paper and an award", () => {
  test("About shows Talks, Publications and Awards, next year's talk upcoming, with its slides and video", async () => {
    const { page } = await openPage(browser());
    await page.goto(`${builds.th().url}/about-me`);
    for (const name of [
      "Experience",
      "Education",
      "Certificates",
      "Talks",
      "Publications",
      "Awards",
    ])
      await expect(page.getByRole("heading", { level: 2, name }).count(), name).resolves.toBe(1);
    const [given, upcoming] = th.talks();
    const talk = (title: string) =>
      page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });
    await expect(talk(upcoming!.title).innerText()).resolves.toMatch(/Upcoming/);
    await expect(talk(given!.title).innerText()).resolves.not.toMatch(/Upcoming/);
    for (const name of ["Slides", "Video"])
      await expect(
        talk(given!.title).getByRole("link", { name }).getAttribute("href"),
      ).resolves.toMatch(/^https:\/\//);
    await page.context().close();
  });

  test("About's first screen fits one round trip, the whole page its career's budget, and the build warns of neither", () => {
    const about = pageWeights(client("th")).find((weight) => weight.route === "/about-me")!;
    const budget = about.page.weight;
    expect(about.firstScreen).toBeLessThanOrEqual(budget.bytes);
    expect(about.bytes).toBeGreaterThan(budget.bytes);
    expect(about.bytes).toBeLessThanOrEqual(budget.withCareer!);
    expect(builds.th().output).not.toMatch(/Warning: \/about-me/);
  });

  test("resume.json gives back what came in: area apart from the degree, e-mail and every profile, her paper and award", () => {
    const resume = JSON.parse(readFileSync(join(client("th"), "resume.json"), "utf8"));
    expect(resume.basics).toMatchObject({
      name: th.facts.name,
      email: th.email,
      url: `${th.facts.site}/`,
    });
    expect(resume.basics.profiles.map((profile: { url: string }) => profile.url)).toContain(
      "https://mastodon.in.th/@ploy",
    );
    expect(resume.work).toHaveLength(15);
    expect(resume.education[0]).toMatchObject({ studyType: "ปริญญาโท", area: "วิทยาการคอมพิวเตอร์" });
    const { publications, awards } = th.thaiResume();
    expect(resume.publications).toEqual([
      expect.objectContaining({ name: publications[0]!.name, releaseDate: "2024-05-02" }),
    ]);
    expect(resume.awards).toEqual([expect.objectContaining({ title: awards[0]!.title })]);
  });

  test("her monogram is one letter, not the two that read as the Buddhist era's abbreviation", () => {
    const home = readFileSync(join(client("th"), "index.html"), "utf8");
    const monogram = /<span aria-hidden="true" class="bg-accent[^>]*>([^<]*)<\/span>/.exec(home);
    expect(monogram?.[1]).toBe("พ");
  });
});

const printResume = (dir: string) =>
  spawnSync(process.execPath, ["--import", "tsx", "tools/resume-pdf/print-resume.ts"], {
    cwd: dir,
    encoding: "utf8",
    env: { PATH: process.env.PATH, HOME: process.env.HOME },
  });

describe("npm run resume:pdf", () => {
  const resumeLink = '{ "label": "Résumé", "file": "resume.pdf", "icon": "resume" }, ';
  const stale = /Warning: content\/files\/resume\.pdf shows an older About/;

  test("with content/links.ts already linking it: prints About headed by her name, job title and contacts; the build warns only when About changed", () => {
    const copy = scratchCopy(builds.th(), "career-resume-pdf");
    const links = join(copy.dir, "content/links.ts");
    const unlinked = readFileSync(links, "utf8");
    writeFileSync(links, unlinked.replace('"more": [', `"more": [${resumeLink}`));
    expect(existsSync(join(copy.dir, "content/files/resume.pdf"))).toBe(false);

    const printed = printResume(copy.dir);
    expect(printed.status, printed.stderr).toBe(0);
    expect(printed.stdout).toMatch(
      /^Printed About into content\/files\/resume\.pdf \(\d+ KB\)\.$/m,
    );
    const text = spawnSync("pdftotext", ["-l", "1", "content/files/resume.pdf", "-"], {
      cwd: copy.dir,
      encoding: "utf8",
    }).stdout;
    // The contact line may wrap; the words come in this order.
    expect(text.replace(/\s+/g, " ").trim()).toMatch(
      new RegExp(
        `^${[
          th.facts.name,
          th.jobTitle,
          [
            th.email,
            "ploy.example",
            "linkedin.com/in/ploy-srisawat",
            "github.com/ploy-srisawat",
            "x.com/ploy_srisawat",
            "mastodon.in.th/@ploy",
          ].join(" · "),
        ]
          .join(" ")
          .replace(/[.]/g, "\\.")} `,
      ),
    );
    // The site just built serves the new PDF.
    expect(readFileSync(join(copy.client, "files/resume.pdf"))).toEqual(
      readFileSync(join(copy.dir, "content/files/resume.pdf")),
    );

    // Links the printed pages do not show change nothing; what About shows does.
    writeFileSync(links, unlinked);
    expect(buildCopy(copy.dir).output).not.toMatch(stale);
    const experience = join(copy.dir, "content/experience.ts");
    writeFileSync(
      experience,
      readFileSync(experience, "utf8").replace("GopherCon Thailand", "GopherCon TH"),
    );
    expect(buildCopy(copy.dir).output).toMatch(stale);
  }, 180_000);

  test("a site in two languages: each About printed into its own PDF, which its pages link, and each its resume.json", () => {
    const copy = scratchCopy(builds.th(), "career-resume-pdf-languages");
    const links = join(copy.dir, "content/links.ts");
    writeFileSync(
      links,
      readFileSync(links, "utf8").replace('"more": [', `"more": [${resumeLink}`),
    );
    writeFileSync(
      join(copy.dir, "content/languages.ts"),
      `import type { LanguagesInput } from "./schema/languages.ts";\n` +
        `export const languages: LanguagesInput = { en_US: { owner: { name: "Ploy Srisawat", jobTitle: "Senior Platform Engineer" } } };\n`,
    );
    const printed = printResume(copy.dir);
    expect(printed.status, printed.stderr).toBe(0);
    expect(printed.stdout).toMatch(/^Printed About into content\/files\/resume\.pdf /m);
    expect(printed.stdout).toMatch(
      /^Printed \/en\/'s About into content\/files\/resume\.en\.pdf /m,
    );
    const text = (file: string) =>
      spawnSync("pdftotext", ["-l", "1", file, "-"], { cwd: copy.dir, encoding: "utf8" }).stdout;
    expect(text("content/files/resume.en.pdf")).toMatch(
      /^Ploy Srisawat\s+Senior Platform Engineer/,
    );
    expect(text("content/files/resume.pdf")).toContain(th.jobTitle);
    // Each language's pages link their own; each language has its resume.json.
    const footerLink = (page: string) =>
      /href="([^"]*resume[^"]*\.pdf)"/.exec(readFileSync(join(copy.client, page), "utf8"))?.[1];
    expect(footerLink("index.html")).toBe("/files/resume.pdf");
    expect(footerLink("en/index.html")).toBe("/files/resume.en.pdf");
    const resume = (path: string) =>
      JSON.parse(readFileSync(join(copy.client, path), "utf8")) as { basics: { label: string } };
    expect(resume("resume.json").basics.label).toBe(th.jobTitle);
    expect(resume("en/resume.json").basics.label).toBe("Senior Platform Engineer");
  }, 300_000);

  test("a site without a career: one line saying so, and content/files as it was", () => {
    const copy = scratchCopy({ ...sample(), name: "sample", output: "" }, "resume-pdf-no-career");
    const dir = join(copy.dir, "content/files");
    const files = () => (existsSync(dir) ? readdirSync(dir).sort() : []);
    const before = files();
    const printed = printResume(copy.dir);
    expect(printed.status).toBe(1);
    expect(printed.stderr.trim().split("\n")).toEqual([
      expect.stringMatching(
        /^npm run resume:pdf prints About's career, and the site has none: write it in content\/experience\.ts/,
      ),
    ]);
    expect(files()).toEqual(before);
  }, 60_000);
});
