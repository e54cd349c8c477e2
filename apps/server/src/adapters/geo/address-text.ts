/**
 * Reading an address as a customer types it ("12 bd des belges lyon 6e", "Rue St-Jean, 69005"),
 * for the bundled gazetteer: accents, case, hyphens and common abbreviations do not matter.
 */

const ABBREVIATIONS: Record<string, string> = {
  av: "avenue",
  ave: "avenue",
  bd: "boulevard",
  bld: "boulevard",
  bvd: "boulevard",
  boul: "boulevard",
  crs: "cours",
  ch: "chemin",
  gde: "grande",
  gd: "grand",
  imp: "impasse",
  mtee: "montee",
  pl: "place",
  prof: "professeur",
  q: "quai",
  r: "rue",
  st: "saint",
  ste: "sainte",
  dr: "docteur",
  gal: "general",
  gen: "general",
  mal: "marechal",
  pdt: "president",
};

/** Words that carry no meaning in a street name and that customers often leave out. */
const FILLERS = new Set(["de", "du", "des", "la", "le", "les", "d", "l", "a", "au", "aux", "et"]);

/** Lowercase, no accents, words separated by one space: "Montée de la Grande-Côte" → "montee de la grande cote". */
function simplifyText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .replace(/œ/g, "oe")
    .replace(/æ/g, "ae")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/** Every word of a street name or query, simplified, abbreviations spelled out. */
export function allWords(text: string): string[] {
  return simplifyText(text)
    .split(" ")
    .filter((word) => word !== "")
    .map((word) => ABBREVIATIONS[word] ?? word);
}

/** The meaningful words of a street name or query: all of them but "de", "la", "du"… */
export function streetWords(text: string): string[] {
  return allWords(text).filter((word) => !FILLERS.has(word));
}

export interface ParsedAddress {
  /** "12", "12 bis"; null when none was typed. */
  houseNumber: string | null;
  /** A 5-digit postal code, or one deduced from "Lyon 7e" / "7ème"; null otherwise. */
  postalCode: string | null;
  /** The meaningful words left for the street and the town. */
  words: string[];
  /** The same part as typed, every word kept ("rue de la rep"), to recognise the start of a name. */
  phrase: string;
}

const HOUSE_NUMBER = /^\s*(\d{1,4})(?:\s*(bis|ter|quater|[a-d])\b)?[\s,]*/i;
const POSTAL_CODE = /\b(\d{5})\b/;
/** "7e", "7eme", "1er", "9ème": an arrondissement of Lyon. */
const ARRONDISSEMENT = /^([1-9])(?:e|er|eme|ieme)$/;

/** Splits a typed address into house number, postal code and the other words. */
export function parseAddress(text: string): ParsedAddress {
  let rest = text;
  let houseNumber: string | null = null;
  const number = HOUSE_NUMBER.exec(rest);
  if (number?.[1]) {
    houseNumber = number[2] ? `${Number(number[1])} ${number[2].toLowerCase()}` : String(Number(number[1]));
    rest = rest.slice(number[0].length);
  }
  let postalCode: string | null = null;
  const code = POSTAL_CODE.exec(rest);
  if (code?.[1]) {
    postalCode = code[1];
    rest = rest.replace(code[0], " ");
  }
  const kept: string[] = [];
  for (const word of allWords(rest)) {
    const arrondissement = ARRONDISSEMENT.exec(word);
    if (arrondissement?.[1]) {
      postalCode ??= `6900${arrondissement[1]}`;
      continue;
    }
    kept.push(word);
  }
  return {
    houseNumber,
    postalCode,
    words: kept.filter((word) => !FILLERS.has(word)),
    phrase: kept.join(" "),
  };
}
