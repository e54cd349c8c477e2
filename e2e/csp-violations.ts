import type { Page } from "@playwright/test";

/** The little of the browser's world the collecting script uses (this project has no DOM types). */
interface ViolationEvent {
  effectiveDirective: string;
  blockedURI: string;
  sourceFile: string;
  lineNumber: number;
}
interface PageGlobals {
  __cspViolations?: string[];
  document: { addEventListener(type: string, listener: (event: ViolationEvent) => void): void };
}

/**
 * Gathers the page's Content-Security-Policy violations: in the page itself (the
 * `securitypolicyviolation` event, from the first script on) and from the console, where Chromium
 * reports them too.
 */
export async function watchPolicy(page: Page) {
  await page.addInitScript(() => {
    const browser = globalThis as unknown as PageGlobals;
    const seen: string[] = [];
    browser.__cspViolations = seen;
    browser.document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(`${event.effectiveDirective} ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  const logged: string[] = [];
  page.on("console", (message) => {
    if (/Content.Security.Policy|Refused to/i.test(message.text())) logged.push(message.text());
  });
  return {
    async violations() {
      const inPage = await page.evaluate(() => (globalThis as unknown as PageGlobals).__cspViolations ?? []);
      return [...inPage, ...logged];
    },
  };
}
