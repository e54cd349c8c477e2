import { keep, readKept } from "./tablet-storage.ts";

/**
 * The staff's "Activer le son", remembered on this tablet (`board-sound` in local storage): once
 * tapped, the board rings after a reload too, as soon as the browser lets it (ADR 044).
 */
const BOARD_SOUND_KEY = "board-sound";
export const readBoardSound = (): boolean => readKept(BOARD_SOUND_KEY) === true;
export const keepBoardSound = (on: boolean): void => keep(BOARD_SOUND_KEY, on);

/**
 * The board's chime: two short notes from an oscillator (Web Audio), no sound file to fetch or
 * cache. Browsers start an AudioContext only after a tap on the page: `unlock` is called from
 * the "Activer le son" tap, and again on any later tap while the context waits (after a reload).
 */
export class Chime {
  private context: AudioContext | null = null;

  /** Whether the browser still waits for a tap before it plays anything. */
  get waitingForTap(): boolean {
    return this.context?.state === "suspended";
  }

  unlock(): Promise<void> {
    if (typeof AudioContext === "undefined") return Promise.resolve();
    this.context ??= new AudioContext();
    return this.context.resume().catch(() => undefined);
  }

  ring(): void {
    const context = this.context;
    if (context?.state !== "running") return;
    const start = context.currentTime;
    // Two rising notes, loud enough for a kitchen, each fading out so it never clicks.
    for (const [offset, frequency] of [
      [0, 880],
      [0.22, 1320],
    ] as const) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = "triangle";
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, start + offset);
      gain.gain.exponentialRampToValueAtTime(0.6, start + offset + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.2);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(start + offset);
      oscillator.stop(start + offset + 0.22);
    }
  }

  close(): void {
    void this.context?.close().catch(() => undefined);
    this.context = null;
  }
}

/** Asks for system notifications, on the same tap that turns the sound on. */
export async function askNotifications(): Promise<void> {
  if (typeof Notification === "undefined" || Notification.permission !== "default") return;
  await Notification.requestPermission().catch(() => undefined);
}

/** A system notification, only when the board's tab is hidden (visible, the page itself shows it). */
export function notifyIfHidden(title: string, body: string, tag: string): void {
  if (typeof Notification === "undefined" || Notification.permission !== "granted") return;
  if (document.visibilityState !== "hidden") return;
  try {
    new Notification(title, { body, tag });
  } catch {
    // Android's Chrome allows notifications only through a service worker: the chime remains.
  }
}
