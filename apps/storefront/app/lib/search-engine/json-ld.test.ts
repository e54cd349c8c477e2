import { describe, expect, it } from "vitest";
import { jsonLdText } from "./json-ld.ts";

describe("le texte d'un script JSON-LD", () => {
  it("aucun texte du restaurant ne peut fermer le script, et le JSON reste le même", () => {
    const node = { "@type": "MenuItem", name: "Frites </script><script>alert(1)</script> & sauce" };
    const text = jsonLdText([node]);
    expect(text).not.toContain("</script");
    expect(text).not.toContain("<");
    expect(JSON.parse(text)).toEqual({ "@context": "https://schema.org", "@graph": [node] });
  });
});
