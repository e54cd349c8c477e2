/** One server-sent event as a client reads it. */
export interface ReadEvent {
  event: string;
  data: unknown;
}

/**
 * Reads a `text/event-stream` answer as a browser's EventSource would, without one: `next` gives
 * the next event (comments and `retry:` lines skipped), optionally the next one that `matches`.
 * Each event is stamped with `performance.now()` when its bytes arrived, for the bench.
 */
export function readEventStream(response: Response) {
  if (!response.body) throw new Error("réponse sans corps");
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  const queue: (ReadEvent & { at: number })[] = [];
  let ended = false;

  function parse(at: number) {
    for (let end = buffer.indexOf("\n\n"); end >= 0; end = buffer.indexOf("\n\n")) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let event = "message";
      const data: string[] = [];
      for (const line of block.split("\n")) {
        if (line.startsWith("event: ")) event = line.slice(7);
        else if (line.startsWith("data: ")) data.push(line.slice(6));
      }
      if (data.length) queue.push({ event, data: JSON.parse(data.join("\n")) as unknown, at });
    }
  }

  async function nextMatching(matches: (event: ReadEvent) => boolean) {
    for (;;) {
      const index = queue.findIndex(matches);
      if (index >= 0) {
        const [found] = queue.splice(0, index + 1).slice(-1);
        if (found) return found;
      }
      if (ended) throw new Error("le flux d'événements s'est terminé sans l'événement attendu");
      const { done, value } = await reader.read();
      if (done) ended = true;
      else {
        buffer += value;
        parse(performance.now());
      }
    }
  }

  return {
    /**
     * The next event (that `matches`, when given); throws if the stream ends first, or if none
     * comes within `withinMs` (the stream is then cancelled: a test fails rather than hangs).
     */
    async next(
      matches: (event: ReadEvent) => boolean = () => true,
      withinMs = 15_000,
    ): Promise<ReadEvent & { at: number }> {
      const deadline = setTimeout(() => {
        ended = true;
        void reader.cancel(new Error("aucun événement attendu n'est arrivé"));
      }, withinMs);
      try {
        return await nextMatching(matches);
      } finally {
        clearTimeout(deadline);
      }
    },
    /** Reads until the server ends the stream; gives the events still unread. */
    async rest(): Promise<ReadEvent[]> {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += value;
        parse(performance.now());
      }
      ended = true;
      return queue.splice(0);
    },
    /** The client goes away. */
    async cancel() {
      await reader.cancel().catch(() => undefined);
    },
  };
}
