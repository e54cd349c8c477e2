import { readFileSync } from "node:fs";
import { z } from "zod";
import { allWords, type ParsedAddress, parseAddress, streetWords } from "./address-text.ts";
import { type AddressSuggestion, type Geocoder, type LocatedAddress, MAX_SUGGESTIONS } from "./geo.ts";

const gazetteerFileSchema = z.object({
  country: z.string().min(1),
  region: z.string(),
  streets: z
    .array(
      z.object({
        name: z.string().min(1),
        postal_code: z.string().regex(/^\d{5}$/),
        city: z.string().min(1),
        lat: z.number().min(-90).max(90),
        lng: z.number().min(-180).max(180),
      }),
    )
    .min(1),
});
export type GazetteerFile = z.infer<typeof gazetteerFileSchema>;

/** The streets of Lyon and Villeurbanne around the demo restaurant, with approximate positions. */
const DEMO_GAZETTEER_FILE = new URL("./lyon-streets.json", import.meta.url);

export function readGazetteerFile(file: URL | string = DEMO_GAZETTEER_FILE): GazetteerFile {
  return gazetteerFileSchema.parse(JSON.parse(readFileSync(file, "utf8")));
}

/** Words naming the kind of way, not the way itself: "rue" alone must not find every street. */
const KIND_WORDS = new Set([
  "rue",
  "avenue",
  "boulevard",
  "cours",
  "place",
  "quai",
  "montee",
  "route",
  "chemin",
  "impasse",
  "allee",
  "passage",
]);

/**
 * Words a customer may leave out of a whole address ("12 rue de la guillotiere" is the Grande Rue):
 * the kinds of way, and "grande"/"grand", which typed alone still find the streets that have them.
 */
const OPTIONAL_WORDS = new Set([...KIND_WORDS, "grande", "grand"]);

interface Street {
  name: string;
  postalCode: string;
  city: string;
  lat: number;
  lng: number;
  words: string[];
  /** The whole name, simplified, every word kept. */
  phrase: string;
  cityWords: string[];
}

interface Match {
  street: Street;
  score: number;
  /** Every word of the street's own name (not its kind) was typed, at least its beginning. */
  wholeName: boolean;
}

/** How well `typed` stands for `word`: 1 for the word itself, less for a beginning, 0 otherwise. */
function wordMatch(typed: string, word: string): number {
  if (typed === word) return 1;
  if (word.startsWith(typed)) return 0.5 + (0.5 * typed.length) / word.length;
  return 0;
}

/**
 * Scores a street against the typed words: each typed word must stand for a distinct word of the
 * street, or of its town; the score is the share of the street's words covered (so "rue de
 * marseille" beats "marseille"), plus bonuses when what was typed is the beginning of the name,
 * when the words come in the street's own order from its first word, and when the postal code or
 * the town was typed.
 */
function matchStreet(street: Street, { words: typed, phrase, postalCode }: ParsedAddress): Match | null {
  if (postalCode !== null && postalCode !== street.postalCode) return null;
  const used = new Array<number>(street.words.length).fill(0);
  let cityTyped = false;
  let inOrderFromStart = true;
  let previous = -1;
  for (const word of typed) {
    let best = -1;
    let bestValue = 0;
    street.words.forEach((candidate, index) => {
      if (used[index] !== 0) return;
      const value = wordMatch(word, candidate);
      if (value > bestValue) {
        best = index;
        bestValue = value;
      }
    });
    if (best >= 0) {
      used[best] = bestValue;
      if (best !== previous + 1) inOrderFromStart = false;
      previous = best;
      continue;
    }
    if (street.cityWords.some((cityWord) => wordMatch(word, cityWord) > 0)) {
      cityTyped = true;
      continue;
    }
    if (word === "france") continue;
    return null;
  }
  // Something more than a kind of way was recognised: a word of the street's name, or its town
  // ("villeurbanne" alone proposes streets of Villeurbanne, as the BAN would).
  const nameMatched = street.words.some((word, index) => !KIND_WORDS.has(word) && (used[index] ?? 0) > 0);
  if (!nameMatched && !cityTyped) return null;
  const coverage = used.reduce((sum, value) => sum + value, 0) / street.words.length;
  const wholeName =
    nameMatched && street.words.every((word, index) => OPTIONAL_WORDS.has(word) || (used[index] ?? 0) > 0);
  const score =
    100 * coverage +
    (street.phrase.startsWith(phrase) ? 15 : 0) +
    (inOrderFromStart ? 20 : 0) +
    (postalCode !== null ? 10 : 0) +
    (cityTyped ? 5 : 0);
  return { street, score, wholeName };
}

function byQuality(a: Match, b: Match): number {
  return (
    b.score - a.score ||
    a.street.name.length - b.street.name.length ||
    a.street.name.localeCompare(b.street.name, "fr") ||
    a.street.postalCode.localeCompare(b.street.postalCode)
  );
}

/**
 * The embedded address search: a list of the demo city's streets, matched without regard to
 * accents, case, hyphens or abbreviations ("bd", "st"). A typed house number is kept in the label
 * ("12 Rue de Marseille, 69007 Lyon"), but the position is the middle of the street: close enough
 * to price a delivery across town, and it needs no outside service.
 */
export function createGazetteerGeocoder(file: GazetteerFile = readGazetteerFile()): Geocoder {
  const streets: Street[] = file.streets.map((street) => ({
    name: street.name,
    postalCode: street.postal_code,
    city: street.city,
    lat: street.lat,
    lng: street.lng,
    words: streetWords(street.name),
    phrase: allWords(street.name).join(" "),
    cityWords: streetWords(street.city),
  }));

  function search(query: string) {
    const parsed = parseAddress(query);
    const matches = streets
      .map((street) => matchStreet(street, parsed))
      .filter((match): match is Match => match !== null)
      .sort(byQuality);
    return { houseNumber: parsed.houseNumber, matches };
  }

  function streetLine(houseNumber: string | null, street: Street) {
    return houseNumber === null ? street.name : `${houseNumber} ${street.name}`;
  }

  return {
    name: "gazetteer",
    async suggest(query) {
      const { houseNumber, matches } = search(query);
      return matches.slice(0, MAX_SUGGESTIONS).map(({ street }): AddressSuggestion => {
        const line = streetLine(houseNumber, street);
        const locality = `${street.postalCode} ${street.city}`;
        return { label: `${line}, ${locality}`, street: line, locality };
      });
    },
    async locate(address) {
      const { houseNumber, matches } = search(address);
      const best = matches.find((match) => match.wholeName);
      if (!best) return null;
      const { street } = best;
      const line = streetLine(houseNumber, street);
      return {
        label: `${line}, ${street.postalCode} ${street.city}`,
        street: line,
        postalCode: street.postalCode,
        city: street.city,
        region: file.region,
        country: file.country,
        lat: street.lat,
        lng: street.lng,
      } satisfies LocatedAddress;
    },
  };
}
