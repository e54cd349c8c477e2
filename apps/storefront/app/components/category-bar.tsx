import { menu as menuText } from "@comptoir/messages";
import { useEffect, useRef, useState } from "react";

interface Props {
  categories: { id: number; name: string }[];
}

export function categoryAnchor(id: number): string {
  return `categorie-${id}`;
}

/**
 * The sticky bar of category chips. It scrolls sideways, and follows the page: the chip of the
 * category being read is highlighted (aria-current) and brought into the bar's view. Sections are
 * watched with an IntersectionObserver in a band just under the sticky bars, so no scroll handler
 * runs on the main thread.
 */
export function CategoryBar({ categories }: Props) {
  const [active, setActive] = useState<number | null>(null);
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (typeof IntersectionObserver === "undefined") return;
    const sections = categories
      .map((category) => document.getElementById(categoryAnchor(category.id)))
      .filter((section): section is HTMLElement => section !== null);
    const visible = new Set<Element>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) visible.add(entry.target);
          else visible.delete(entry.target);
        }
        // The first section (in page order) crossing the band is the one being read.
        const current = sections.find((section) => visible.has(section));
        if (current) setActive(Number(current.dataset.categoryId));
      },
      { rootMargin: "-120px 0px -55% 0px" },
    );
    for (const section of sections) observer.observe(section);
    return () => observer.disconnect();
  }, [categories]);

  useEffect(() => {
    const list = listRef.current;
    const chip = list?.querySelector<HTMLElement>(`[data-chip="${active}"]`);
    if (!list || !chip) return;
    const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    list.scrollTo({
      left: chip.offsetLeft - list.clientWidth / 2 + chip.clientWidth / 2,
      behavior: reduce ? "auto" : "smooth",
    });
  }, [active]);

  return (
    <nav
      aria-label={menuText.categoriesLabel}
      className="sticky top-[61px] z-20 border-b border-line bg-ink/95 backdrop-blur"
    >
      <ul
        ref={listRef}
        className="relative mx-auto flex max-w-5xl gap-2 overflow-x-auto px-4 py-2 [scrollbar-width:none]"
      >
        {categories.map((category) => (
          <li key={category.id} className="shrink-0">
            <a
              href={`#${categoryAnchor(category.id)}`}
              data-chip={category.id}
              aria-current={active === category.id ? "true" : undefined}
              className="inline-flex min-h-11 items-center rounded-full border border-line px-4 text-sm font-semibold hover:border-accent aria-[current]:border-cream aria-[current]:bg-cream aria-[current]:text-ink"
            >
              {category.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
