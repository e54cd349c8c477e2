/**
 * How the category bar follows the page (category-bar.tsx), a chunk of its own fetched once the
 * page is interactive (ADR 046): the chips are plain links to their sections, which work before it.
 */

/**
 * Watches the sections in a band just under the sticky bars, with an IntersectionObserver (no
 * scroll handler on the main thread): the category of the first one (in page order) crossing it is
 * the one being read, told to `onRead` and its chip brought to the middle of the bar (`list`).
 * Gives the function that stops watching.
 */
export function followSections(
  list: HTMLElement,
  sectionIds: string[],
  onRead: (categoryId: number) => void,
): () => void {
  if (typeof IntersectionObserver === "undefined") return () => undefined;
  const sections = sectionIds
    .map((id) => document.getElementById(id))
    .filter((section): section is HTMLElement => section !== null);
  const visible = new Set<Element>();
  let read: number | null = null;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) visible.add(entry.target);
        else visible.delete(entry.target);
      }
      const current = sections.find((section) => visible.has(section));
      const categoryId = current ? Number(current.dataset.categoryId) : null;
      if (categoryId === null || categoryId === read) return;
      read = categoryId;
      onRead(categoryId);
      centreChip(list, categoryId);
    },
    { rootMargin: "-120px 0px -55% 0px" },
  );
  for (const section of sections) observer.observe(section);
  return () => observer.disconnect();
}

/** Brings a category's chip to the middle of the bar, which scrolls sideways. */
function centreChip(list: HTMLElement, categoryId: number): void {
  const chip = list.querySelector<HTMLElement>(`[data-chip="${categoryId}"]`);
  if (!chip) return;
  const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
  list.scrollTo({
    left: chip.offsetLeft - list.clientWidth / 2 + chip.clientWidth / 2,
    behavior: reduce ? "auto" : "smooth",
  });
}
