import { auditJournal as text } from "@comptoir/messages";

/** One field that changed, its values worded for a person. */
export interface AuditFieldChange {
  /** The dotted place in the value (`hours.pickup.tue`), or "" for the whole value. */
  field: string;
  before: string;
  after: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A value as the journal shows it: text as is, yes/no, lists joined, nothing as "(rien)". */
export function auditValueText(value: unknown): string {
  if (value === null || value === undefined || value === "") return text.nothing;
  if (typeof value === "boolean") return value ? text.yes : text.no;
  if (typeof value === "string" || typeof value === "number") return String(value);
  if (Array.isArray(value) && value.every((each) => typeof each !== "object" || each === null)) {
    return value.length === 0 ? text.nothing : value.map(auditValueText).join(", ");
  }
  return JSON.stringify(value);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * What an entry changed, field by field: the fields of two records that differ (nested records
 * named by their dotted place), or the whole value when either side is not a record (a creation,
 * a deletion, a state).
 */
export function auditChanges(before: unknown, after: unknown, field = ""): AuditFieldChange[] {
  if (isRecord(before) && isRecord(after)) {
    const names = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return names.flatMap((name) =>
      same(before[name], after[name])
        ? []
        : auditChanges(before[name], after[name], field ? `${field}.${name}` : name),
    );
  }
  if (same(before, after)) return [];
  return [{ field, before: auditValueText(before), after: auditValueText(after) }];
}
