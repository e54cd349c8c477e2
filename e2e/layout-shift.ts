/** The page's cumulative layout shift so far (what the customer saw move without touching anything). */
export const LAYOUT_SHIFT = `new Promise((resolve) => {
  let total = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) total += entry.value;
  }).observe({ type: "layout-shift", buffered: true });
  requestAnimationFrame(() => requestAnimationFrame(() => resolve(total)));
})`;
