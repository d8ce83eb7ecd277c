"use client";
/**
 * The blocks view of a layout (issue 17): the outline beside the form of the selected block. Every change they make
 * is a new document, which the editor takes as one undoable edit of the JSON.
 */
import { valueAt } from "@/screens-schema/validator/json-pointer";
import { isUnknownRecord } from "@/screens-schema/validator/walk-blocks";
import { duplicateBlock, insertBlock, moveBlock, removeBlock, setAt, uniqueBlockId, type OutlineRow } from "@/studio/blocks/documentOps";
import { palette } from "@/studio/blocks/paletteData";
import { BlockForm } from "@/studio/form/BlockForm";
import { useStudioT } from "@/studio/i18n/StudioLocaleContext";
import { Outline } from "@/studio/outline/Outline";

interface BlocksPanelProps {
  /** The editor's id prefix: the form's ids start with `{ids}-form`. */
  ids: string;
  /** The parsed document. */
  doc: unknown;
  rows: readonly OutlineRow[];
  selected: string | undefined;
  onSelect(pointer: string | undefined): void;
  readOnly: boolean;
  /** A changed document, and the block to select in it. */
  onChange(next: unknown, select?: string): void;
  /** Says what was done on the editor's status line. */
  onStatus(status: string): void;
}

export function BlocksPanel({ ids, doc, rows, selected, onSelect, readOnly, onChange, onStatus }: BlocksPanelProps) {
  const t = useStudioT();
  const selectedBlock = selected === undefined || doc === undefined ? undefined : valueAt(doc, selected);
  const selectedEntry = isUnknownRecord(selectedBlock) ? palette.find((entry) => entry.type === selectedBlock.type) : undefined;
  return (
    <>
      <Outline
        rows={rows}
        selected={selected}
        readOnly={readOnly}
        onSelect={onSelect}
        onMove={(pointer, to) => {
          const moved = moveBlock(doc, pointer, to);
          onChange(moved.doc, moved.pointer);
        }}
        onDuplicate={(pointer) => {
          const copied = duplicateBlock(doc, pointer);
          onChange(copied.doc, copied.pointer);
        }}
        onDelete={(pointer) => {
          onChange(removeBlock(doc, pointer));
          onSelect(undefined);
        }}
        onAdd={(type) => {
          const entry = palette.find((item) => item.type === type);
          if (entry === undefined) return;
          const id = uniqueBlockId(doc, typeof entry.example.id === "string" ? entry.example.id : type);
          const added = insertBlock(doc, { ...entry.example, id }, selected);
          onChange(added.doc, added.pointer);
          onStatus(t("outline.added", { type, id }));
        }}
      />
      <section className="studio-properties" aria-labelledby={`${ids}-props`}>
        <h2 id={`${ids}-props`}>
          {selectedEntry !== undefined && isUnknownRecord(selectedBlock) ? t("form.title", { type: selectedEntry.type, id: String(selectedBlock.id ?? "") }) : t("form.none")}
        </h2>
        {selectedEntry !== undefined && selected !== undefined ? (
          <BlockForm
            key={selected}
            blockRef={selectedEntry.ref}
            block={selectedBlock}
            readOnly={readOnly}
            idPrefix={`${ids}-form`}
            onChange={(block) => {
              if (JSON.stringify(block) !== JSON.stringify(selectedBlock)) onChange(setAt(doc, selected, block));
            }}
          />
        ) : null}
      </section>
    </>
  );
}
