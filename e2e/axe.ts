import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

type Violations = Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"];

/**
 * The little of the page's DOM these functions use, typed here: the project compiles for Node,
 * without the DOM library, and the functions below run in the browser.
 */
interface BrowserWindow {
  document: {
    getAnimations(): {
      playState: string;
      effect: { getComputedTiming(): { endTime?: number } } | null;
      finished: Promise<unknown>;
    }[];
  };
  matchMedia(query: string): { matches: boolean };
}

/**
 * Resolves once every animation and transition running in the page has finished. Under reduced
 * motion they last a hundredth of a millisecond, but "almost at once" is still a race on a busy
 * machine: this waits on the animations themselves, never on a fixed delay. Endless animations (a
 * loading skeleton's pulse, which holds no text) and paused ones would never finish: left out.
 */
async function animationsFinished(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const running = (globalThis as unknown as BrowserWindow).document
      .getAnimations()
      .filter(
        (animation) =>
          animation.playState !== "paused" &&
          animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY,
      );
    // An animation cancelled meanwhile (its element removed) rejects: it is over all the same.
    await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/**
 * axe-core's violations for the page, or for the part `include` selects, scanned once nothing
 * moves: a scan mid-fade measures colours the customer never sees at rest.
 */
export async function axeViolations(page: Page, include?: string): Promise<Violations> {
  // The config asks every project for reduced motion; a device that dropped it would bring the
  // flaky mid-fade scans back, so every scan checks that the page really got it.
  expect(
    await page.evaluate(
      () => (globalThis as unknown as BrowserWindow).matchMedia("(prefers-reduced-motion: reduce)").matches,
    ),
    "le navigateur devrait préférer les animations réduites",
  ).toBe(true);
  await animationsFinished(page);
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  return (await builder.analyze()).violations;
}
