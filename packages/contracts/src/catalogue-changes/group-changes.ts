import { fill, catalogueChangeTexts as t } from "@comptoir/messages";
import type { CatalogueChange } from "../catalogue-review.ts";
import { describeEuros, describePercent } from "../catalogue-wording.ts";
import {
  allergenLines,
  type Choice,
  type FieldRule,
  type Group,
  linesOf,
  orderChanged,
  orderLine,
  renameLine,
  valueRule,
} from "./field-rules.ts";

/** The option groups' lines: the group, then each of its choices by key. */

const describeChoicePrice = (price: number) => `+${describeEuros(price)}`;
const describeChoiceTax = (rate: number | null) =>
  rate === null ? t.choiceTaxOfItem : describePercent(rate);

const CHOICE_RULES: FieldRule<Choice>[] = [
  valueRule(t.choicePrice, (choice) => choice.price, describeChoicePrice),
  valueRule(t.choiceMaxQuantity, (choice) => choice.max_quantity, String),
  valueRule(t.choiceTaxRate, (choice) => choice.tax_rate, describeChoiceTax),
  (before, after) => allergenLines(before.allergens, after.allergens),
];

function choiceLines(before: Choice, after: Choice): string[] {
  const renamed =
    before.name === after.name ? [] : [fill(t.choiceRenamed, { before: before.name, after: after.name })];
  const fields = CHOICE_RULES.flatMap((rule) => rule(before, after) ?? []);
  return [...renamed, ...fields.map((what) => fill(t.choice, { name: after.name, what }))];
}

const GROUP_RULES: FieldRule<Group>[] = [
  valueRule(t.groupMin, (group) => group.min, String),
  valueRule(t.groupMax, (group) => group.max, String),
  (before, after) => {
    const previous = new Map(before.choices.map((choice) => [choice.key, choice]));
    const kept = new Set(after.choices.map((choice) => choice.key));
    return [
      ...after.choices.flatMap((choice) => {
        const was = previous.get(choice.key);
        if (!was)
          return [fill(t.choiceAdded, { name: choice.name, price: describeChoicePrice(choice.price) })];
        return choiceLines(was, choice);
      }),
      ...before.choices
        .filter((choice) => !kept.has(choice.key))
        .map((choice) => fill(t.choiceRemoved, { name: choice.name })),
    ];
  },
  (before, after) =>
    orderChanged(
      before.choices.map((choice) => choice.key),
      after.choices.map((choice) => choice.key),
    )
      ? fill(t.orderChanged, { children: t.groupChildren })
      : null,
];

export function groupsChanges(before: Group[], after: Group[]): CatalogueChange[] {
  const previous = new Map(before.map((group) => [group.key, group]));
  const kept = new Set(after.map((group) => group.key));
  const lines = after.flatMap((group) => {
    const ref = `group:${group.key}`;
    const was = previous.get(group.key);
    if (!was) return [{ ref, text: fill(t.newGroup, { name: group.name }) }];
    return [
      ...renameLine(ref, t.renamed, t.group, was.name, group.name),
      ...linesOf(ref, group.name, was, group, GROUP_RULES),
    ];
  });
  const removed = before
    .filter((group) => !kept.has(group.key))
    .map((group) => ({ ref: `group:${group.key}`, text: fill(t.groupRemoved, { name: group.name }) }));
  const order = orderChanged(
    before.map((group) => group.key),
    after.map((group) => group.key),
  );
  const first = after[0];
  return [
    ...lines,
    ...removed,
    ...(order && first ? [orderLine(`group:${first.key}`, t.groups, t.groupsChildren)] : []),
  ];
}
