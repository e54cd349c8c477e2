import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { askAfterDelay, shouldAskConsent } from "./consent-question.ts";

describe("la question des cookies", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("vient une seconde après que la page est prête, pas avant", () => {
    const ask = vi.fn();
    askAfterDelay(ask);
    vi.advanceTimersByTime(999);
    expect(ask).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(ask).toHaveBeenCalledOnce();
  });

  it("ne vient pas si la personne a quitté la page avant", () => {
    const ask = vi.fn();
    const cancel = askAfterDelay(ask);
    vi.advanceTimersByTime(500);
    cancel();
    vi.advanceTimersByTime(5000);
    expect(ask).not.toHaveBeenCalled();
  });

  it("n'est posée qu'avec un gestionnaire de balises et sans choix qui tienne", () => {
    expect(shouldAskConsent("GTM-AB12CD3", null)).toBe(true);
    expect(shouldAskConsent("GTM-AB12CD3", "accepted")).toBe(false);
    expect(shouldAskConsent("GTM-AB12CD3", "refused")).toBe(false);
    expect(shouldAskConsent(null, null)).toBe(false);
  });
});
