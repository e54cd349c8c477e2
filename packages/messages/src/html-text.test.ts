import { describe, expect, it } from "vitest";
import { escapeHtml } from "./html-text.ts";

describe("un texte écrit dans une page faite à la main", () => {
  it("ne devient jamais du balisage, ni dans un élément ni dans un attribut", () => {
    expect(escapeHtml(`<script>alert("l'a")</script> & co`)).toBe(
      "&lt;script&gt;alert(&quot;l&#39;a&quot;)&lt;/script&gt; &amp; co",
    );
    expect(escapeHtml("Piment Rouge · Lyon 7e")).toBe("Piment Rouge · Lyon 7e");
  });
});
