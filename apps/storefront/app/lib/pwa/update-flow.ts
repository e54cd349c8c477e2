/** How often an open page asks whether a new version is out (besides each page load). */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/** What the update flow needs of `workbox-window`'s `Workbox` (a fake in tests). */
export interface WorkerHandle {
  addEventListener(type: "waiting", listener: () => void): void;
  addEventListener(type: "controlling", listener: (event: { isUpdate?: boolean }) => void): void;
  register(): Promise<unknown>;
  update(): Promise<unknown>;
  messageSkipWaiting(): void;
  messageSW(message: { type: "CACHE_URLS"; payload: { urlsToCache: string[] } }): Promise<unknown>;
}

export interface UpdateFlow {
  /** The visitor's "Actualiser": the waiting worker takes over, then the page reloads. */
  accept(): void;
  /** Stops the periodic checks (the page's piece unmounts). */
  stop(): void;
}

/**
 * The update rule (docs/product.md#pwa, "Update banner"): a new worker that waits means a new version
 * is ready: the banner shows (`onUpdateReady`). The new worker takes over only when the visitor
 * says so, and the page reloads once it controls the page, so that page and worker are of one
 * version. The first worker taking control (the first visit) reloads nothing: it is asked to keep
 * `keepForOffline` (the menu), which this visit loaded before the worker was there.
 */
export function startUpdateFlow({
  worker,
  onUpdateReady,
  reload,
  keepForOffline,
  checkEvery = UPDATE_CHECK_INTERVAL_MS,
}: {
  worker: WorkerHandle;
  onUpdateReady: () => void;
  reload: () => void;
  keepForOffline: string[];
  checkEvery?: number;
}): UpdateFlow {
  let accepted = false;
  let reloaded = false;
  worker.addEventListener("waiting", onUpdateReady);
  worker.addEventListener("controlling", (event) => {
    if (!event.isUpdate && !accepted) {
      worker
        .messageSW({ type: "CACHE_URLS", payload: { urlsToCache: keepForOffline } })
        .catch(() => undefined);
    } else if (!reloaded) {
      reloaded = true;
      reload();
    }
  });
  // A failed registration (private mode, storage full) leaves the shop working as a plain site.
  worker.register().catch(() => undefined);
  const timer = setInterval(() => {
    worker.update().catch(() => undefined);
  }, checkEvery);
  return {
    accept() {
      accepted = true;
      worker.messageSkipWaiting();
    },
    stop() {
      clearInterval(timer);
    },
  };
}
