import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startUpdateFlow, UPDATE_CHECK_INTERVAL_MS, type WorkerHandle } from "./update-flow.ts";

/** A stand-in for workbox-window's Workbox: the test fires its events. */
function fakeWorker() {
  const listeners = new Map<string, ((event: { isUpdate?: boolean }) => void)[]>();
  const worker = {
    addEventListener(type: string, listener: (event: { isUpdate?: boolean }) => void) {
      listeners.set(type, [...(listeners.get(type) ?? []), listener]);
    },
    register: vi.fn(async () => undefined),
    update: vi.fn(async () => undefined),
    messageSkipWaiting: vi.fn(),
    messageSW: vi.fn(async () => undefined),
    fire(type: string, event: { isUpdate?: boolean } = {}) {
      for (const listener of listeners.get(type) ?? []) listener(event);
    },
  };
  return worker as typeof worker & WorkerHandle;
}

describe("la mise à jour du site installé", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("au premier passage, le service worker prend la main sans recharger la page et garde la carte", () => {
    const worker = fakeWorker();
    const reload = vi.fn();
    const onUpdateReady = vi.fn();
    startUpdateFlow({ worker, onUpdateReady, reload, keepForOffline: ["/menu"] });
    expect(worker.register).toHaveBeenCalledTimes(1);
    worker.fire("controlling", { isUpdate: false });
    expect(reload).not.toHaveBeenCalled();
    expect(onUpdateReady).not.toHaveBeenCalled();
    expect(worker.messageSW).toHaveBeenCalledWith({
      type: "CACHE_URLS",
      payload: { urlsToCache: ["/menu"] },
    });
  });

  it("une nouvelle version qui attend montre le bandeau ; « Actualiser » la lance, puis la page recharge une fois", () => {
    const worker = fakeWorker();
    const reload = vi.fn();
    const onUpdateReady = vi.fn();
    const flow = startUpdateFlow({ worker, onUpdateReady, reload, keepForOffline: ["/menu"] });

    worker.fire("waiting");
    expect(onUpdateReady).toHaveBeenCalledTimes(1);
    expect(worker.messageSkipWaiting).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();

    flow.accept();
    expect(worker.messageSkipWaiting).toHaveBeenCalledTimes(1);
    worker.fire("controlling", { isUpdate: true });
    worker.fire("controlling", { isUpdate: true });
    expect(reload).toHaveBeenCalledTimes(1);
    expect(worker.messageSW).not.toHaveBeenCalled();
  });

  it("demande toutes les heures s'il y a une nouvelle version, et s'arrête avec la page", () => {
    const worker = fakeWorker();
    const flow = startUpdateFlow({ worker, onUpdateReady: vi.fn(), reload: vi.fn(), keepForOffline: [] });
    vi.advanceTimersByTime(UPDATE_CHECK_INTERVAL_MS - 1);
    expect(worker.update).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(worker.update).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(UPDATE_CHECK_INTERVAL_MS);
    expect(worker.update).toHaveBeenCalledTimes(2);
    flow.stop();
    vi.advanceTimersByTime(UPDATE_CHECK_INTERVAL_MS * 3);
    expect(worker.update).toHaveBeenCalledTimes(2);
  });
});
