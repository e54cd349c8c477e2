import { updateBanner as text } from "@comptoir/messages";

/** "Mise à jour disponible" (docs/product.md#pwa): shown while a new version waits for the visitor. */
export function UpdateBanner({ onReload }: { onReload: () => void }) {
  return (
    <section
      aria-labelledby="mise-a-jour-titre"
      className="fixed inset-x-3 top-3 z-50 mx-auto flex max-w-md items-center gap-4 rounded-2xl border border-white/10 bg-ink px-4 py-3 text-cream shadow-lg"
    >
      <div className="flex-1">
        <h2 id="mise-a-jour-titre" className="font-bold">
          {text.title}
        </h2>
        <p className="text-sm text-muted">{text.text}</p>
      </div>
      <button
        type="button"
        onClick={onReload}
        className="inline-flex min-h-11 items-center rounded-full bg-accent px-5 font-bold text-ink"
      >
        {text.reload}
      </button>
    </section>
  );
}
