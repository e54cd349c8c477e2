import { fill, catalogueEditor as text } from "@comptoir/messages";
import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import type { ReactNode } from "react";

export interface SortableEntry {
  id: string;
  /** The entry's name, as the handle and the announcements say it. */
  label: string;
}

/**
 * A list the owner reorders by dragging a handle (mouse, finger) or from the keyboard (the handle
 * focused: Espace to lift, the arrows to move, Espace to drop, Échap to cancel), with every step
 * announced in French. `onMove` gets the entry's old and new places; the caller saves the order.
 */
export function SortableList<E extends SortableEntry>({
  id,
  entries,
  label,
  disabled = false,
  onMove,
  render,
  className = "flex flex-col gap-1",
}: {
  /** Stable across the server's render and the browser's, for the announcements' ids. */
  id: string;
  entries: readonly E[];
  /** The list's accessible name. */
  label: string;
  disabled?: boolean;
  onMove: (from: number, to: number) => void;
  render: (entry: E, handle: ReactNode) => ReactNode;
  className?: string;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const labelOf = (entryId: unknown) => entries.find((entry) => entry.id === entryId)?.label ?? "";
  const placeOf = (entryId: unknown) => entries.findIndex((entry) => entry.id === entryId) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      fill(text.dragStart, { name: labelOf(active.id), place: placeOf(active.id), count: entries.length }),
    onDragOver: ({ active, over }) =>
      over
        ? fill(text.dragOver, { name: labelOf(active.id), place: placeOf(over.id), count: entries.length })
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? fill(text.dragEnd, { name: labelOf(active.id), place: placeOf(over.id), count: entries.length })
        : undefined,
    onDragCancel: ({ active }) => fill(text.dragCancel, { name: labelOf(active.id) }),
  };

  // Read-only or filtered: a plain list, without a drag context per list (a long catalogue draws
  // faster, and screen readers hear no drag instructions for handles that are not there).
  if (disabled)
    return (
      <ul aria-label={label} className={className}>
        {entries.map((entry) => (
          <li key={entry.id}>{render(entry, null)}</li>
        ))}
      </ul>
    );

  function end({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = entries.findIndex((entry) => entry.id === active.id);
    const to = entries.findIndex((entry) => entry.id === over.id);
    if (from >= 0 && to >= 0) onMove(from, to);
  }

  return (
    <DndContext
      id={id}
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={end}
      accessibility={{ announcements, screenReaderInstructions: { draggable: text.dragInstructions } }}
    >
      <SortableContext items={entries.map((entry) => entry.id)} strategy={verticalListSortingStrategy}>
        <ul aria-label={label} className={className}>
          {entries.map((entry) => (
            <SortableRow key={entry.id} entry={entry} render={render} />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow<E extends SortableEntry>({
  entry,
  render,
}: {
  entry: E;
  render: (entry: E, handle: ReactNode) => ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: entry.id, attributes: { roleDescription: text.dragRole } });
  const handle = (
    <button
      type="button"
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={fill(text.dragHandle, { name: entry.label })}
      className="inline-flex min-h-11 min-w-11 shrink-0 cursor-grab touch-none items-center justify-center rounded-lg text-xl text-muted hover:bg-line"
    >
      <span aria-hidden="true">⠿</span>
    </button>
  );
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={isDragging ? "relative z-10 opacity-80" : undefined}
    >
      {render(entry, handle)}
    </li>
  );
}
