import type { CatalogueProblem } from "@comptoir/contracts/catalogue-review";
import { fill, problemFieldLabels, publishing as text, thingKindNames } from "@comptoir/messages";
import { Link } from "react-router";
import { editorPathOf, refParts } from "../../lib/publishing/thing-pages.ts";

/** Where a problem is: the kind of thing and its key, and the field when it is about one. */
function placeOf(problem: CatalogueProblem): string {
  const parts = refParts(problem.ref);
  const thing = parts ? `${thingKindNames[parts.kind]} ${parts.key}` : problem.ref;
  // "hours.delivery.tue": the first part names the field, the rest where in it.
  const [first = "", ...rest] = problem.field.split(".");
  const field = [problemFieldLabels[first] ?? first, ...rest].join(".");
  return problem.field ? fill(text.problemWhere, { thing, field }) : thing;
}

/** The draft's errors (which block the publish) or warnings, each saying where, with its form. */
export function ProblemList({
  problems,
  tone,
}: {
  problems: readonly CatalogueProblem[];
  tone: "error" | "warning";
}) {
  return (
    <ul
      className={`flex flex-col divide-y divide-line rounded-2xl border-2 px-4 ${
        tone === "error" ? "border-danger" : "border-amber-300"
      }`}
    >
      {problems.map((problem) => {
        const path = editorPathOf(problem.ref);
        const place = placeOf(problem);
        return (
          <li key={`${problem.ref}|${problem.field}|${problem.message}`} className="flex flex-col gap-1 py-2">
            <p className="font-semibold">{problem.message}</p>
            <p className="text-sm text-muted">
              {path ? (
                <Link to={path} className="underline underline-offset-4">
                  {place}
                </Link>
              ) : (
                place
              )}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
