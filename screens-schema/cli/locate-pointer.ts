import { findNodeAtLocation, parseTree, type Node } from "jsonc-parser";
import type { ProblemCode } from "../validator";
import { pointerTokens } from "../validator/json-pointer";

export interface Position {
  line: number;
  column: number;
}

/** Offsets to 1-based line:column, for one file's text. */
export class LineIndex {
  private readonly starts: number[] = [0];

  constructor(text: string) {
    for (let i = 0; i < text.length; i++) if (text[i] === "\n") this.starts.push(i + 1);
  }

  position(offset: number): Position {
    let low = 0;
    let high = this.starts.length - 1;
    while (low < high) {
      const mid = Math.ceil((low + high) / 2);
      if ((this.starts[mid] ?? 0) <= offset) low = mid;
      else high = mid - 1;
    }
    return { line: low + 1, column: offset - (this.starts[low] ?? 0) + 1 };
  }
}

function pathOf(tree: Node, pointer: string): (string | number)[] {
  const path: (string | number)[] = [];
  let node: Node | undefined = tree;
  for (const token of pointerTokens(pointer)) {
    const segment: string | number = node?.type === "array" ? Number(token) : token;
    path.push(segment);
    node = node ? findNodeAtLocation(node, [segment]) : undefined;
  }
  return path;
}

/** Where a problem sits in the file: the property key for unknown properties, else the value. */
export class PointerLocator {
  private readonly tree: Node | undefined;
  private readonly lines: LineIndex;

  constructor(text: string) {
    this.tree = parseTree(text);
    this.lines = new LineIndex(text);
  }

  locate(pointer: string, code: ProblemCode): Position {
    if (!this.tree) return { line: 1, column: 1 };
    let node = findNodeAtLocation(this.tree, pathOf(this.tree, pointer));
    const key = node?.parent?.type === "property" ? node.parent.children?.[0] : undefined;
    if (code === "unknown-property" && key) node = key;
    // A missing value (e.g. an absent property) points at the nearest existing ancestor.
    let parentPointer = pointer;
    while (!node && parentPointer !== "") {
      parentPointer = parentPointer.slice(0, parentPointer.lastIndexOf("/"));
      node = findNodeAtLocation(this.tree, pathOf(this.tree, parentPointer));
    }
    return this.lines.position(node?.offset ?? 0);
  }
}
