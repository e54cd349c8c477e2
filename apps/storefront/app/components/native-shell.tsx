import { nativeShell } from "@comptoir/messages";
import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { type NativeShell as Shell, startNativeShell } from "../lib/native-shell.ts";

/**
 * The mobile app's part of every page (ADR 038): the hardware back button and the status bar.
 * Only the Capacitor shell loads this chunk (page-end.tsx asks `isNativeShell()` first), so the
 * plugins' code never reaches a browser.
 */
export default function NativeShell() {
  const [exitHintShown, setExitHintShown] = useState(false);
  const shell = useRef<Shell | null>(null);
  const { key } = useLocation();

  useEffect(() => {
    let started: Shell | null = null;
    let stopped = false;
    // The plugins are imported here, not at the top: imported with this component, they made the
    // bundler wrap its chunk in a namespace object, whose helper then joined the runtime module
    // every page loads first (63 bytes on /menu's budget).
    void Promise.all([import("@capacitor/app"), import("@capacitor/status-bar")]).then(
      ([{ App }, { StatusBar }]) => {
        if (stopped) return;
        started = startNativeShell({
          app: App,
          statusBar: StatusBar,
          page: window,
          onExitHint: setExitHintShown,
        });
        shell.current = started;
        started.followPage();
      },
    );
    return () => {
      stopped = true;
      started?.stop();
      shell.current = null;
    };
  }, []);

  // A new page may have another background.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location's key says the page changed
  useEffect(() => {
    shell.current?.followPage();
  }, [key]);

  return (
    <p
      role="status"
      className="pointer-events-none fixed inset-x-0 bottom-6 z-50 mx-auto w-fit rounded-full bg-cream px-4 py-2 font-semibold text-ink empty:hidden"
    >
      {exitHintShown ? nativeShell.exitHint : ""}
    </p>
  );
}
