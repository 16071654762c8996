// WebKit, Safari's engine: webkit2gtk-driver's WebKitWebDriver driving its
// MiniBrowser through selenium-webdriver, on an X display of its own (Xvfb).
// MiniBrowser's window is never narrower than its toolbar (447 px): a
// narrower viewport comes from a second driver whose display scales pages
// twice (GDK_DPI_SCALE=2), so a 320 px viewport is a 640 px window as CSS and
// media queries see it. Its pointer lands at half the place asked, so a
// narrow visitor reads and looks (run, screenshot) but does not point.
import { spawn } from "node:child_process";
import { Builder, By, Key as Keys, Origin, type WebDriver } from "selenium-webdriver";
import sharp from "sharp";
import { freePort, waitForServer } from "../../../server/local-server.ts";
import { stitched } from "./stitched-screenshot.ts";
import { startXvfb, type Display } from "./xvfb.ts";
import {
  callExpression,
  defaultViewport,
  restingPoint,
  steadyMiddle,
  type Engine,
  type VisitOptions,
  type Visitor,
} from "./visitor.ts";

const narrowest = 447;

async function startDriver(driverPath: string, display: Display, scale: number) {
  const port = await freePort();
  const child = spawn(driverPath, [`--port=${port}`], {
    env: { ...process.env, DISPLAY: display.name, GDK_DPI_SCALE: String(scale) },
    stdio: "ignore",
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForServer(`${url}/status`);
  return { url, scale, stop: () => void child.kill() };
}

export async function startWebKit(driverPath: string, xvfbPath: string): Promise<Engine> {
  const display = await startXvfb(xvfbPath);
  const drivers = new Map<number, ReturnType<typeof startDriver>>();
  const driverAt = (scale: number) => {
    if (!drivers.has(scale)) drivers.set(scale, startDriver(driverPath, display, scale));
    return drivers.get(scale)!;
  };
  let open: WebDriver | undefined;
  return {
    name: "webkit",
    async visit({ scheme = "light", javaScript = true, proxy, ...size }: VisitOptions = {}) {
      const { width, height } = { ...defaultViewport, ...size };
      const driver = await driverAt(width < narrowest ? 2 : 1);
      const args = ["--automation", "--private", `--enable-javascript=${javaScript}`];
      if (scheme === "dark") args.push("--dark-mode");
      // The driver knows the proxy capability but MiniBrowser takes no notice of it: its own options.
      if (proxy)
        args.push(`--proxy=http://${proxy}`, "--ignore-host=127.0.0.1", "--ignore-tls-errors");
      // WebKitWebDriver holds one session at a time: end one a failed test left.
      await open?.quit().catch(() => {});
      const session: WebDriver = await new Builder()
        .usingServer(driver.url)
        .withCapabilities({
          browserName: "MiniBrowser",
          "webkitgtk:browserOptions": { args },
        })
        .build();
      // After a keypress or click that navigated on the client, WebKit's
      // driver may wait for a page load that never comes: bound the wait, and
      // let the journey look at where the page is (a timeout is no failure).
      await session.manage().setTimeouts({ pageLoad: 10_000, script: 10_000 });
      const settled = (action: Promise<unknown>) =>
        action.then(
          () => undefined,
          (error: Error) => {
            if (error.name !== "TimeoutError") throw error;
          },
        );
      open = session;
      const window = { width: width * driver.scale, height: height * driver.scale };
      await session.manage().window().setRect(window);
      const run: Visitor["run"] = (fn, arg) =>
        session.executeScript(`return ${callExpression(fn, arg)}`);
      const moveTo = async (selector: string) => {
        if (driver.scale !== 1) throw new Error(`WebKit cannot point at ${width} px wide`);
        await steadyMiddle(run, selector);
        const origin = await session.findElement(By.css(selector));
        return session.actions({ async: true }).move({ origin, duration: 0 });
      };
      const key = { Tab: Keys.TAB, Enter: Keys.ENTER };
      return {
        engine: "webkit",
        open: (url) => session.get(url),
        run,
        pointAt: async (selector) => settled((await moveTo(selector)).perform()),
        rest: async () => {
          const { x, y } = restingPoint(await run(() => innerHeight));
          await settled(
            session
              .actions({ async: true })
              .move({ x, y, origin: Origin.VIEWPORT, duration: 0 })
              .perform(),
          );
        },
        click: async (selector) => settled((await moveTo(selector)).click().perform()),
        press: (name) => settled(session.actions({ async: true }).sendKeys(key[name]).perform()),
        back: () => session.navigate().back(),
        forward: () => session.navigate().forward(),
        async screenshot(fullPage = false) {
          const shot = async () => {
            const png = Buffer.from(await session.takeScreenshot(), "base64");
            return sharp(png).resize({ width }).png().toBuffer();
          };
          if (!fullPage) return shot();
          return stitched(shot, run);
        },
        close: async () => {
          if (open === session) open = undefined;
          await session.quit();
        },
      };
    },
    async close() {
      for (const driver of drivers.values()) (await driver).stop();
      display.stop();
    },
  };
}
