// Chromium through Playwright, as every other browser test drives it.
import { chromium } from "playwright-core";
import { chromiumFlags } from "../../../tools/chromium.ts";
import {
  callExpression,
  defaultViewport,
  restingPoint,
  steadyMiddle,
  type Engine,
  type VisitOptions,
  type Visitor,
} from "./visitor.ts";

export async function startChromium(executablePath: string): Promise<Engine> {
  const browser = await chromium.launch({ executablePath, args: chromiumFlags });
  return {
    name: "chromium",
    async visit({ scheme = "light", javaScript = true, proxy, ...size }: VisitOptions = {}) {
      const context = await browser.newContext({
        colorScheme: scheme,
        javaScriptEnabled: javaScript,
        viewport: { ...defaultViewport, ...size },
        ...(proxy && {
          proxy: { server: `http://${proxy}`, bypass: "127.0.0.1,localhost" },
          ignoreHTTPSErrors: true,
        }),
      });
      const page = await context.newPage();
      const run: Visitor["run"] = (fn, arg) => page.evaluate(callExpression(fn, arg));
      const moveTo = async (selector: string) => {
        const { x, y } = await steadyMiddle(run, selector);
        await page.mouse.move(x, y);
        return { x, y };
      };
      return {
        engine: "chromium",
        open: async (url) => void (await page.goto(url)),
        run,
        pointAt: async (selector) => void (await moveTo(selector)),
        rest: async () => {
          const { x, y } = restingPoint(page.viewportSize()!.height);
          await page.mouse.move(x, y);
        },
        click: async (selector) => {
          const { x, y } = await moveTo(selector);
          await page.mouse.click(x, y);
        },
        press: (key) => page.keyboard.press(key),
        back: async () => void (await page.goBack({ waitUntil: "commit" })),
        forward: async () => void (await page.goForward({ waitUntil: "commit" })),
        screenshot: (fullPage = false) => page.screenshot({ fullPage }),
        close: () => context.close(),
      };
    },
    close: () => browser.close(),
  };
}
