import { menu as menuText } from "@comptoir/messages";
import { useEffect, useRef, useState } from "react";
import { categoryAnchor } from "../lib/category-anchor.ts";

interface Props {
  categories: { id: number; name: string }[];
}

// Following the page is not needed to draw the bar nor to use its links (ADR 046).
const loadFollow = () => import("./category-follow.ts");

/**
 * The sticky bar of category chips. It scrolls sideways, and follows the page once it is
 * interactive: the chip of the category being read is highlighted (aria-current) and brought into
 * the bar's view, and the edges where more chips hide fade (category-follow.ts, app.css).
 */
export function CategoryBar({ categories }: Props) {
  const [active, setActive] = useState<number | null>(null);
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    const list = listRef.current;
    let stop: (() => void) | undefined;
    let left = false;
    void loadFollow().then((follow) => {
      if (!left && list)
        stop = follow.followSections(
          list,
          categories.map((c) => categoryAnchor(c.id)),
          setActive,
        );
    });
    return () => {
      left = true;
      stop?.();
    };
  }, [categories]);

  return (
    <nav
      aria-label={menuText.categoriesLabel}
      className="sticky top-[61px] z-20 border-b border-line bg-ink/95 backdrop-blur"
    >
      <ul ref={listRef} className="chips">
        {categories.map((category) => (
          <li key={category.id} className="shrink-0">
            <a
              href={`#${categoryAnchor(category.id)}`}
              data-chip={category.id}
              aria-current={active === category.id ? "true" : undefined}
              className="chip"
            >
              {category.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
