import { catalogueEditor as text } from "@comptoir/messages";

/** /admin/carte with no thing chosen: on a desktop, the form's place says what to do. */
export default function CatalogueHome() {
  return (
    <div className="flex flex-col gap-2 rounded-2xl border border-line p-6 text-muted">
      <p>{text.pickSomething}</p>
    </div>
  );
}
