import { useEffect, useRef, useState } from "react";
import { isChunkLoadError, reloadOnceAfterChunkError } from "../../lib/pwa/reload-guard.ts";
import { startUpdateFlow, type UpdateFlow } from "../../lib/pwa/update-flow.ts";
import { OfflineNotice } from "./offline-notice.tsx";
import { UpdateBanner } from "./update-banner.tsx";

/**
 * The installable shop's browser side (ADR 035), loaded once the page is interactive (page-end):
 * registers `/sw.js`, shows the update banner when a new version waits, reloads once when a code
 * file of an old version is gone, and says when the page is offline. Renders nothing on the
 * server; `workbox-window` is fetched here, in no page's first load.
 */
export default function ShopWorker() {
  const [updateReady, setUpdateReady] = useState(false);
  const flow = useRef<UpdateFlow | null>(null);

  useEffect(() => {
    // Chunks of a deployment that is gone: the reloaded page asks for the new ones (10 s guard).
    const onRejection = (event: PromiseRejectionEvent) => {
      if (!isChunkLoadError(event.reason)) return;
      reloadOnceAfterChunkError({
        storage: sessionStorage,
        now: Date.now,
        reload: () => window.location.reload(),
      });
    };
    window.addEventListener("unhandledrejection", onRejection);

    let stopped = false;
    if ("serviceWorker" in navigator) {
      import("workbox-window").then(
        ({ Workbox }) => {
          if (stopped) return;
          flow.current = startUpdateFlow({
            worker: new Workbox("/sw.js", { scope: "/" }),
            onUpdateReady: () => setUpdateReady(true),
            reload: () => window.location.reload(),
            keepForOffline: ["/menu"],
          });
        },
        () => undefined,
      );
    }
    return () => {
      stopped = true;
      window.removeEventListener("unhandledrejection", onRejection);
      flow.current?.stop();
    };
  }, []);

  return (
    <>
      <OfflineNotice />
      {updateReady ? <UpdateBanner onReload={() => flow.current?.accept()} /> : null}
    </>
  );
}
