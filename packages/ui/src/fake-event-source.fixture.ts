/**
 * A stand-in for the browser's EventSource in component tests: it records the streams opened and
 * lets a test play the server's events, an error, or the server closing the stream for good.
 */
export class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];

  readyState = FakeEventSource.CONNECTING;
  private listeners = new Map<string, ((event: Event) => void)[]>();

  readonly url: string;

  constructor(url: string) {
    this.url = url;
    FakeEventSource.opened.push(this);
  }

  addEventListener(type: string, listener: (event: Event) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close() {
    this.readyState = FakeEventSource.CLOSED;
  }

  open() {
    this.readyState = FakeEventSource.OPEN;
    this.fire("open", new Event("open"));
  }

  send(type: string, data: unknown) {
    this.fire(type, new MessageEvent(type, { data: JSON.stringify(data) }));
  }

  /** A network cut (the browser reconnects by itself), or with `closed` an error answer (it does not). */
  fail(closed: boolean) {
    this.readyState = closed ? FakeEventSource.CLOSED : FakeEventSource.CONNECTING;
    this.fire("error", new Event("error"));
  }

  private fire(type: string, event: Event) {
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}
