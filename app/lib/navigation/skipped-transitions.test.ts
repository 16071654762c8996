import { afterEach, expect, test } from "vitest";
import { handleSkippedTransitions } from "./skipped-transitions";

const unhandled: unknown[] = [];
const listener = (reason: unknown) => unhandled.push(reason);
process.on("unhandledRejection", listener);
afterEach(() => void unhandled.splice(0));

/** A document whose transitions are skipped before they start, as the browser does. */
function skippingDocument() {
  const started: unknown[] = [];
  const doc = {
    startViewTransition(update?: unknown) {
      started.push(update);
      const ready = Promise.reject(new Error("Transition was skipped"));
      return { ready, finished: Promise.resolve(), updateCallbackDone: Promise.resolve() };
    },
  } as unknown as Pick<Document, "startViewTransition">;
  return { doc, started };
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 10));

test("a skipped transition's rejected ready promise is handled; the update still goes through", async () => {
  const { doc, started } = skippingDocument();
  handleSkippedTransitions(doc);
  const update = () => {};
  const transition = doc.startViewTransition(update);
  await nextTask();
  expect(started).toEqual([update]);
  await expect(transition.ready).rejects.toThrow("Transition was skipped");
  expect(unhandled).toEqual([]);
});

test("without the fix the same rejection is unhandled, so the test above can fail", async () => {
  const { doc } = skippingDocument();
  void doc.startViewTransition(() => {});
  await nextTask();
  expect(unhandled).toHaveLength(1);
});

test("a browser without view transitions is left alone", () => {
  const doc = {} as Pick<Document, "startViewTransition">;
  handleSkippedTransitions(doc);
  expect(doc.startViewTransition).toBeUndefined();
});
