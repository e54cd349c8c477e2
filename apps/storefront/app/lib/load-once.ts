/**
 * A module the checkout fetches only when needed (ADR 017's first load), fetched once: a failed
 * fetch (offline) is tried again at the next call.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}
