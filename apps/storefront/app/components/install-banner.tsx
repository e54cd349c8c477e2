import { fill, install as text } from "@comptoir/messages";
import { useEffect, useId, useState } from "react";
import { CONSENT_KEY } from "../lib/consent/consent-choice.ts";
import { INSTALL_KEYS } from "../lib/pwa/install-keys.ts";
import {
  capturedInstallPrompt,
  listenForInstallPrompt,
  onInstallPromptChange,
  spendInstallPrompt,
} from "../lib/pwa/install-prompt.ts";
import { waitForInstallReadiness } from "../lib/pwa/install-readiness.ts";
import {
  type AppleDevice,
  appleDevice,
  appleStepsApply,
  type InstallBrowserFacts,
  installDeclinedOrDone,
} from "../lib/pwa/install-way.ts";
import { hasSavedAddress, LOCATION_KEY } from "../lib/pwa/saved-address.ts";
import { Icon } from "./ui/icons.tsx";

if (typeof window !== "undefined") listenForInstallPrompt(window, () => remember(INSTALL_KEYS.installed));

type Offer = { kind: "prompt" } | { kind: "apple"; device: AppleDevice };

/**
 * The offer to install the shop as an app (docs/product.md#pwa): Chromium's own prompt behind
 * "Installer maintenant", or on Safari and iPhone the three steps to follow. It waits for the
 * cookie answer, a delivery address and an install offer (install-readiness.ts), shows once the
 * loading flag clears, and is gone for good once dismissed. A region, not a modal: the visitor can
 * go on ordering and answer later.
 */
export function InstallBanner({ restaurantName }: { restaurantName: string }) {
  const [offer, setOffer] = useState<Offer | null>(null);
  const titleId = useId();

  useEffect(() => {
    const browser = new InstallBrowser();
    const promptOffered = () =>
      capturedInstallPrompt() !== null && !browser.facts().standalone && !installDeclinedOrDone(localStorage);
    const appleApplies = () => appleStepsApply(browser.facts(), localStorage);
    const stop = waitForInstallReadiness(
      {
        hasConsentAnswer: () => localStorage.getItem(CONSENT_KEY) !== null,
        hasDeliveryAddress: () => hasSavedAddress(localStorage.getItem(LOCATION_KEY)),
        hasInstallPrompt: () => appleApplies() || promptOffered(),
      },
      globalThis,
      () => {
        const device = appleDevice(browser.facts());
        if (device !== null && appleApplies()) setOffer({ kind: "apple", device });
        else if (promptOffered()) setOffer({ kind: "prompt" });
      },
    );
    // The installed app has nothing to offer: the banner leaves with the prompt it showed.
    const unsubscribe = onInstallPromptChange(() => {
      if (capturedInstallPrompt() === null)
        setOffer((current) => (current?.kind === "prompt" ? null : current));
    });
    return () => {
      stop();
      unsubscribe();
    };
  }, []);

  if (offer === null) return null;

  const installNow = async () => {
    const prompt = capturedInstallPrompt();
    setOffer(null);
    if (prompt === null) return;
    spendInstallPrompt();
    try {
      await prompt.prompt();
      const { outcome } = await prompt.userChoice;
      // Declined in the browser's own dialog: the visitor said no, the banner does not ask again.
      remember(outcome === "accepted" ? INSTALL_KEYS.installed : INSTALL_KEYS.hidden);
    } catch (error) {
      console.warn("Installation failed", error);
    }
  };
  const later = () => {
    remember(INSTALL_KEYS.hidden);
    setOffer(null);
  };
  const understood = () => {
    remember(INSTALL_KEYS.appleStepsShown);
    setOffer(null);
  };

  const apple = offer.kind === "apple" ? offer.device : null;
  const title =
    apple === null
      ? text.title
      : fill(apple === "mac" ? text.apple.titleMac : text.apple.title, { name: restaurantName });
  const button =
    "inline-flex min-h-11 min-w-11 items-center justify-center whitespace-nowrap rounded-full px-3 font-bold";

  return (
    <section
      aria-labelledby={titleId}
      data-testid="install-banner"
      className="fixed inset-x-3 bottom-[calc(5.5rem+env(safe-area-inset-bottom))] z-40 mx-auto flex max-w-md flex-col gap-3 rounded-2xl border border-line bg-panel p-4 text-cream shadow-[0_8px_30px_rgb(0_0_0/0.5)] lg:inset-x-auto lg:left-6 lg:bottom-6 lg:w-[28rem]"
    >
      <h2 id={titleId} className="text-lg font-bold">
        {title}
      </h2>
      {apple === null ? (
        <>
          <p className="text-sm text-muted">{fill(text.text, { name: restaurantName })}</p>
          <div className="flex gap-2">
            <button
              type="button"
              onClick={later}
              className={`${button} flex-1 border border-line text-cream`}
            >
              {text.later}
            </button>
            <button type="button" onClick={installNow} className={`${button} flex-[2] bg-accent text-ink`}>
              {text.installNow}
            </button>
          </div>
        </>
      ) : (
        <>
          <ol className="flex flex-col gap-2 text-sm">
            {text.apple.steps[apple].map((step, index) => (
              <li key={step} className="flex items-center gap-3">
                <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-accent font-bold text-ink">
                  {index + 1}
                </span>
                <span>{step}</span>
                {index === 0 ? <ShareIcon /> : null}
              </li>
            ))}
          </ol>
          <button type="button" onClick={understood} className={`${button} self-end bg-accent px-5 text-ink`}>
            {text.apple.understood}
          </button>
        </>
      )}
    </section>
  );
}

/** Apple's share glyph (a box with an arrow up), so the visitor recognises the button to tap. */
function ShareIcon() {
  return (
    <Icon className="size-5 shrink-0 text-accent">
      <path d="M12 3v12M8 7l4-4 4 4M6 11H5v10h14V11h-1" />
    </Icon>
  );
}

/**
 * What the browser says about installing, read when asked: the worker may register and the
 * manifest link appear after the banner started waiting.
 */
class InstallBrowser {
  private worker = false;

  constructor() {
    const workers = navigator.serviceWorker;
    if (!workers) return;
    workers
      .getRegistration()
      .then((registration) => {
        if (registration) this.worker = true;
      })
      .catch(() => {});
    void workers.ready.then(() => {
      this.worker = true;
    });
  }

  facts(): InstallBrowserFacts {
    return {
      userAgent: navigator.userAgent,
      maxTouchPoints: navigator.maxTouchPoints ?? 0,
      standalone:
        window.matchMedia?.("(display-mode: standalone)").matches === true ||
        (navigator as { standalone?: boolean }).standalone === true,
      hasServiceWorker: this.worker,
      hasManifest: document.querySelector('link[rel="manifest"]') !== null,
    };
  }
}

function remember(key: string) {
  try {
    localStorage.setItem(key, "true");
  } catch {
    // Forbidden storage: the choice holds for this page only.
  }
}
