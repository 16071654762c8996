import { expect, inject, test } from "vitest";
import { owner } from "../fixtures/sample/content/owner";
import {
  browserForFile,
  marker,
  markDocument,
  openPage,
  waitForHydration,
} from "../harness/chromium";

const baseURL = inject("sample").url;
const browser = browserForFile();

test("the nav links navigate on the client and move the highlight", async () => {
  const { page, problems } = await openPage(browser());
  await page.goto(baseURL + "/");
  await waitForHydration(page);
  await markDocument(page);
  const nav = page.getByRole("navigation", { name: "Main" });
  for (const [name, path, heading] of [
    ["Projects", "/projects", "Projects"],
    ["Blog", "/blog", "Blog Posts"],
    ["Home", "/", owner.greeting],
  ] as const) {
    await nav.getByRole("link", { name, exact: true }).click();
    await page.waitForURL(baseURL + path);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText()).toContain(heading);
    expect(await nav.locator('[aria-current="page"]').allTextContents()).toEqual([name]);
  }
  expect(await marker(page)).toBe(42);
  expect(problems).toEqual([]);
});

test("a slow navigation shows the pending style on its link", async () => {
  const { page } = await openPage(browser());
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  // Hold the blog's data until the test has seen the pending state.
  await page.route("**/blog.data", async (route) => {
    await gate;
    await route.continue();
  });
  await page.goto(baseURL + "/");
  await waitForHydration(page);
  const blog = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Blog" });
  const projects = page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Projects" });
  const look = (link: typeof blog) =>
    link.evaluate((el) => {
      const s = getComputedStyle(el);
      return `${s.textDecorationLine} ${s.textDecorationStyle} ${s.animationName}`;
    });
  const idle = await look(blog);
  expect(idle).toBe(await look(projects));
  await blog.click();
  await expect.poll(() => look(blog)).not.toBe(idle);
  expect(await look(projects)).toBe(idle);
  expect(page.url()).toBe(baseURL + "/");
  release();
  await page.waitForURL(baseURL + "/blog");
  await expect.poll(() => blog.getAttribute("aria-current")).toBe("page");
});

test("a direct visit to an unknown path lands on / and Back returns to the page before", async () => {
  const { page } = await openPage(browser());
  await page.goto(baseURL + "/projects");
  const response = await page.goto(baseURL + "/no/such/page");
  expect(response?.status()).toBe(404);
  await page.waitForURL(baseURL + "/");
  await page.getByRole("heading", { level: 1, name: owner.greeting }).waitFor();
  await page.goBack();
  await page.waitForURL(baseURL + "/projects");
});

test("a client-side navigation to an unknown path goes to / replacing the entry", async () => {
  const { page, problems } = await openPage(browser());
  await page.goto(baseURL + "/blog");
  await waitForHydration(page);
  await markDocument(page);
  await page.evaluate(() =>
    (
      window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => void } }
    ).__reactRouterDataRouter.navigate("/nowhere"),
  );
  await page.waitForURL(baseURL + "/");
  expect(await marker(page)).toBe(42);
  await page.goBack();
  await page.waitForURL(baseURL + "/blog");
  expect(problems).toEqual([]);
});

test("og:image uses the base URL in the HTML and the current origin after hydration", async () => {
  const { page } = await openPage(browser());
  const html = await (await fetch(baseURL + "/blog")).text();
  const staticImage = html.match(/property="og:image" content="([^"]+)"/)?.[1];
  expect(staticImage).toMatch(/^https:\/\/tobiadeyemi\.dev\/assets\/headshot-[\w-]+\.jpe?g$/);
  await page.goto(baseURL + "/blog");
  await waitForHydration(page);
  const og = page.locator('meta[property="og:image"]');
  await expect
    .poll(() => og.getAttribute("content"))
    .toBe(staticImage!.replace("https://tobiadeyemi.dev", baseURL));
  const image = await fetch(staticImage!.replace("https://tobiadeyemi.dev", baseURL));
  expect(image.status).toBe(200);
  expect(image.headers.get("content-type")).toBe("image/jpeg");
});

test("the skip link comes first and moves focus to the content", async () => {
  const { page } = await openPage(browser());
  await page.goto(baseURL + "/blog");
  await waitForHydration(page);
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
  await page.keyboard.press("Enter");
  expect(await page.evaluate(() => document.activeElement?.id)).toBe("content");
});

test("the link being transitioned to has its own style during the view transition", async () => {
  const { page } = await openPage(browser());
  await page.goto(baseURL + "/");
  await waitForHydration(page);
  const nav = page.getByRole("navigation", { name: "Main" });
  const projects = nav.getByRole("link", { name: "Projects" });
  const idle = await projects.evaluate((el) => getComputedStyle(el).color);
  // Record the link's look whenever its classes change during the navigation.
  await projects.evaluate((el) => {
    const seen: { classes: string; color: string }[] = [];
    (window as unknown as { seen: typeof seen }).seen = seen;
    new MutationObserver(() =>
      seen.push({ classes: el.className, color: getComputedStyle(el).color }),
    ).observe(el, { attributes: true, attributeFilter: ["class"] });
  });
  await projects.click();
  await page.waitForURL(baseURL + "/projects");
  const seen = await page.evaluate(
    () => (window as unknown as { seen: { classes: string; color: string }[] }).seen,
  );
  const transitioning = seen.filter((s) => s.classes.split(" ").includes("transitioning"));
  expect(transitioning.length).toBeGreaterThan(0);
  expect(transitioning[0]!.color).not.toBe(idle);
});

test("Back pressed while a view transition starts ends on the page before, with no error", async () => {
  const { page, problems } = await openPage(browser());
  await page.goto(baseURL + "/");
  await waitForHydration(page);
  const nav = page.getByRole("navigation", { name: "Main" });
  for (let round = 0; round < 5; round++) {
    await nav.getByRole("link", { name: "Projects", exact: true }).click();
    await page.waitForURL(baseURL + "/projects");
    // Back as soon as the Blog is in the address bar and its transition has
    // not finished: the browser skips that transition for Back's own.
    await nav.getByRole("link", { name: "Blog", exact: true }).evaluate(
      (link: HTMLElement) =>
        new Promise<void>((done) => {
          link.click();
          const backOnceStarted = () => {
            if (!document.activeViewTransition || !location.pathname.endsWith("/blog")) {
              setTimeout(backOnceStarted, 0);
              return;
            }
            history.back();
            done();
          };
          backOnceStarted();
        }),
    );
    await page.waitForURL(baseURL + "/projects");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText()).toBe("Projects");
    await expect.poll(() => page.evaluate(() => document.activeViewTransition)).toBeNull();
  }
  expect(problems).toEqual([]);
});

test("with reduced motion a navigation starts no view transition; without, it does", async () => {
  for (const reducedMotion of ["reduce", "no-preference"] as const) {
    const { page, problems } = await openPage(browser(), { reducedMotion });
    await page.addInitScript(() => {
      const start = document.startViewTransition.bind(document);
      const counted = window as unknown as { transitions: number };
      counted.transitions = 0;
      document.startViewTransition = (update) => {
        counted.transitions++;
        return start(update);
      };
    });
    await page.goto(baseURL + "/");
    await waitForHydration(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "Projects", exact: true }).click();
    await page.waitForURL(baseURL + "/projects");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText()).toBe("Projects");
    const transitions = await page.evaluate(
      () => (window as unknown as { transitions: number }).transitions,
    );
    expect(transitions, reducedMotion).toBe(reducedMotion === "reduce" ? 0 : 1);
    expect(problems).toEqual([]);
  }
});
