// A module of its own: the menu, the hours and the back office say when something opens or comes
// back with these words, and none of them needs the rest of its neighbours' texts (ADR 019).

/**
 * A time from today in the restaurant's zone, `{time}` "11:00" and `{weekday}` "mardi" filled by the
 * domain's `whenFromToday`: "aujourd'hui à 11:00", "demain à 11:00", "mardi à 11:00".
 */
export const whenAt = {
  today: "aujourd'hui à {time}",
  tomorrow: "demain à {time}",
  later: "{weekday} à {time}",
} as const;
