"use client";
/**
 * The outline of the block tree (issue 17): select a block, reorder blocks within their list by drag and drop or by
 * the keyboard (the move buttons, or dnd-kit's keyboard sensor: space, arrows, space), duplicate, delete, and add a
 * block from the palette of every registry block after the selected one.
 */
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from "@dnd-kit/core";
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { useId, useMemo, useState } from "react";
import { palette } from "@/studio/blocks/paletteData";
import type { OutlineRow } from "@/studio/blocks/documentOps";
import { useStudioT } from "@/studio/i18n/StudioLocaleContext";


interface OutlineProps {
  rows: readonly OutlineRow[];
  selected: string | undefined;
  readOnly: boolean;
  onSelect(pointer: string): void;
  onMove(pointer: string, to: number): void;
  onDuplicate(pointer: string): void;
  onDelete(pointer: string): void;
  onAdd(type: string): void;
}

function Row({ row, selected, readOnly, onSelect }: { row: OutlineRow; selected: boolean; readOnly: boolean; onSelect(pointer: string): void }) {
  const { attributes, listeners, setNodeRef, transform, transition } = useSortable({ id: row.pointer, disabled: readOnly || row.list === undefined });
  return (
    <li ref={setNodeRef} style={{ transform: CSS.Transform.toString(transform), transition, paddingInlineStart: `${row.depth * 1.25}rem` }} className="studio-outline-row">
      <button type="button" className="studio-outline-item" aria-current={selected ? "true" : undefined} data-pointer={row.pointer} onClick={() => onSelect(row.pointer)}>
        <span className="studio-outline-type">{row.type}</span> <span dir="ltr">{row.id}</span>
      </button>
      {readOnly || row.list === undefined ? null : (
        <span className="studio-drag" {...attributes} {...listeners} aria-label={`${row.type} ${row.id}`} aria-roledescription="sortable">
          ⠿
        </span>
      )}
    </li>
  );
}

export function Outline({ rows, selected, readOnly, onSelect, onMove, onDuplicate, onDelete, onAdd }: OutlineProps) {
  const t = useStudioT();
  const ids = useId();
  const [type, setType] = useState("rail");
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const current = rows.find((row) => row.pointer === selected);
  const siblings = useMemo(() => (current?.list === undefined ? 0 : rows.filter((row) => row.list === current.list).length), [rows, current]);
  const entry = palette.find((item) => item.type === type);

  const dragEnd = ({ active, over }: DragEndEvent) => {
    const from = rows.find((row) => row.pointer === active.id);
    const to = rows.find((row) => row.pointer === over?.id);
    // Only within one list: a block changes its container in the JSON view.
    if (from !== undefined && to !== undefined && from.list !== undefined && from.list === to.list && from.index !== to.index) onMove(from.pointer, to.index);
  };

  return (
    <section className="studio-outline" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>{t("outline.title")}</h2>
      {rows.length === 0 ? <p>{t("outline.empty")}</p> : null}
      <DndContext id={`${ids}-dnd`} sensors={sensors} collisionDetection={closestCenter} onDragEnd={dragEnd}>
        <SortableContext items={rows.map((row) => row.pointer)} strategy={verticalListSortingStrategy}>
          <ul className="studio-outline-list">
            {rows.map((row) => (
              <Row key={`${row.pointer}:${row.id}`} row={row} selected={row.pointer === selected} readOnly={readOnly} onSelect={onSelect} />
            ))}
          </ul>
        </SortableContext>
      </DndContext>
      {readOnly ? null : (
        <>
          <fieldset className="studio-toolbar studio-plain-fieldset">
            <legend className="studio-visually-hidden">{t("outline.actions")}</legend>
            <button type="button" className="studio-button" disabled={current?.list === undefined || current.index === 0} onClick={() => current && onMove(current.pointer, current.index - 1)}>
              {t("outline.up")}
            </button>
            <button type="button" className="studio-button" disabled={current?.list === undefined || current.index >= siblings - 1} onClick={() => current && onMove(current.pointer, current.index + 1)}>
              {t("outline.down")}
            </button>
            <button type="button" className="studio-button" disabled={current === undefined} onClick={() => current && onDuplicate(current.pointer)}>
              {t("outline.duplicate")}
            </button>
            <button type="button" className="studio-button studio-danger" disabled={current === undefined} onClick={() => current && onDelete(current.pointer)}>
              {t("outline.delete")}
            </button>
          </fieldset>
          <div className="studio-palette">
            <label className="studio-inline">
              {t("outline.palette")}
              <select value={type} onChange={(event) => setType(event.target.value)} aria-describedby={`${ids}-about`}>
                {palette.map((item) => (
                  <option key={item.type} value={item.type}>
                    {item.type}
                  </option>
                ))}
              </select>
            </label>
            <button type="button" className="studio-button" onClick={() => onAdd(type)}>
              {t("outline.add")}
            </button>
            <p id={`${ids}-about`} className="studio-help">
              {entry === undefined ? "" : `${entry.title}: ${entry.description}`}
            </p>
          </div>
        </>
      )}
    </section>
  );
}
