import { spawnSync } from "node:child_process";
import { appendFileSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import { jsonLdNodes, parsePage } from "../../pipeline/stages/5-seo-files/built-pages";
import { gzipSize } from "../harness/html/build-output";
import { budgets } from "../harness/budgets";
import { buildCopy } from "../harness/sites/project-copy";
import { ar as arabic } from "../../app/lib/i18n/dictionaries/ar";
import { ja as japanese } from "../../app/lib/i18n/dictionaries/ja";
import { browserForFile, openPage } from "../harness/chromium";
import { englishIn, pageWords } from "../harness/checks/english-labels";
import { sample } from "../harness/sites/sample-site";
import { scratchCopy, type BuiltSite } from "../harness/sites/site-builds";
import { servedSite } from "../harness/sites/variants";

// The career on About (content/experience.ts), built for real in project
// copies: the sample owner with twenty jobs, with an empty file, and the
// Japanese and Arabic personas with theirs.

const builds = {
  long: servedSite("career-long"),
  empty: servedSite("career-empty"),
  ja: servedSite("career-ja"),
  ar: servedSite("career-ar"),
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

  test("fits a phone: nothing wider than 390 px", async () => {
    const { page } = await openPage(browser(), { viewport: { width: 390, height: 800 } });
    await page.goto(`${builds.long().url}/about-me`);
    await expect(
      page.evaluate(() => document.documentElement.scrollWidth),
    ).resolves.toBeLessThanOrEqual(390);
    await page.context().close();
  });

  test("About stays within its budget, or the build names the career in its advice", () => {
    if (gzipSize(about("long")) <= budgets.htmlGzip) return;
    expect(builds.long().output).toMatch(
      /Warning: \/about-me is .* fewer entries or highlights in content\/experience\.ts/,
    );
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

describe("npm run resume:pdf", () => {
  let copy: BuiltSite;
  beforeAll(() => void (copy = scratchCopy(builds.long(), "career-resume-pdf")));
  const print = () =>
    spawnSync(process.execPath, ["--import", "tsx", "tools/resume-pdf/print-resume.ts"], {
      cwd: copy.dir,
      encoding: "utf8",
      env: { PATH: process.env.PATH, HOME: process.env.HOME },
    });

  test("prints About into content/files/resume.pdf; the build warns once the content has changed", () => {
    const printed = print();
    expect(printed.status, printed.stderr).toBe(0);
    expect(printed.stdout).toMatch(
      /^Printed About into content\/files\/resume\.pdf \(\d+ KB\)\.$/m,
    );
    const pdf = readFileSync(join(copy.dir, "content/files/resume.pdf"));
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const warning = /Warning: content\/files\/resume\.pdf is older than the content About shows/;
    expect(buildCopy(copy.dir).output).not.toMatch(warning);
    appendFileSync(join(copy.dir, "content/experience.ts"), "// changed\n");
    expect(buildCopy(copy.dir).output).toMatch(warning);
  }, 120_000);
});
