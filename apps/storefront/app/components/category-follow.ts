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
  const stopEdges = markHiddenChips(list);
  return () => {
    observer.disconnect();
    stopEdges();
  };
}

/**
 * Tells the bar on which sides chips are out of its view (`data-more="start end"`), on scroll and
 * resize: app.css fades those edges, so a cut chip reads as "more this way" and the visitor knows
 * the bar scrolls. A passive listener, and at most one reading per frame.
 */
function markHiddenChips(list: HTMLElement): () => void {
  let frame = 0;
  const mark = () => {
    frame = 0;
    const end = list.scrollWidth - list.clientWidth;
    // A pixel of slack: zoomed pages scroll to fractions.
    const more = [list.scrollLeft > 1 ? "start" : "", list.scrollLeft < end - 1 ? "end" : ""];
    list.dataset.more = more.join(" ").trim();
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(mark);
  };
  mark();
  list.addEventListener("scroll", schedule, { passive: true });
  const resize = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(schedule);
  resize?.observe(list);
  const arrows = scrollArrows(list);
  return () => {
    cancelAnimationFrame(frame);
    list.removeEventListener("scroll", schedule);
    resize?.disconnect();
    for (const arrow of arrows) arrow.remove();
  };
}

/**
 * With a mouse, a bar that scrolls sideways is hard to scroll: two arrows over its faded edges
 * scroll it by most of its width, each shown while chips hide on its side (app.css). Not for touch
 * screens, where a swipe does it, nor for the keyboard, whose Tab brings each chip into view: out
 * of the tab order and hidden from screen readers, which read the chips as a list.
 */
function scrollArrows(list: HTMLElement): HTMLElement[] {
  const bar = list.parentElement;
  if (!bar || !window.matchMedia?.("(hover: hover) and (pointer: fine)").matches) return [];
  return (["start", "end"] as const).map((side) => {
    const arrow = document.createElement("button");
    arrow.type = "button";
    arrow.tabIndex = -1;
    arrow.setAttribute("aria-hidden", "true");
    arrow.className = "chip-arrow";
    arrow.dataset.side = side;
    arrow.textContent = side === "start" ? "‹" : "›";
    arrow.addEventListener("click", () => {
      const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      const step = list.clientWidth * 0.8 * (side === "start" ? -1 : 1);
      list.scrollBy({ left: step, behavior: reduce ? "auto" : "smooth" });
    });
    bar.append(arrow);
    return arrow;
  });
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
