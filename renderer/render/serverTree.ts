/**
 * Runs the server components of one block's tree here, inside the renderer, so that what they throw can be
 * caught per block on the server (BlockNode.tsx).
 *
 * Why: React Server Components have no error boundaries. A server component that throws is serialised as an
 * error into the payload; the HTML render then gives up on the nearest Suspense boundary and the browser's
 * error boundary finally catches it, so the report reached only the viewer's console and the page cache
 * kept a hole. A parent can catch a child's throw only when it calls the child itself, so this walks the
 * element tree a block's view returned and calls each plain server component directly, the way React
 * would, and checks every child is something React can render (a plain object is not: React would throw
 * on it while writing the HTML).
 *
 * Left for React, untouched:
 * - client components (client references in the server build): they render in the browser and in the HTML
 *   pass, which is the client error boundary's business; their props are still walked, since a server
 *   component passed as a prop (the hero's slides) is ours to run;
 * - class components, exotic types (styled components are `forwardRef`s), fragments and Suspense: kept,
 *   their props walked;
 * - async components and the components marked with `renderWhole` (a nested block, which isolates itself):
 *   kept as they are, props and all; React renders them as their own subtrees.
 */
import { cloneElement, createElement, Fragment, isValidElement, type ReactElement, type ReactNode } from "react";

/** A child React cannot render: a plain object, or a date, where text or elements belong. */
export class NotRenderableError extends Error {
  constructor(what: string) {
    super(`Objects are not valid as a React child (found: ${what})`);
    this.name = "NotRenderableError";
  }
}

const clientReferenceTag = Symbol.for("react.client.reference");
const memoTag = Symbol.for("react.memo");

type ServerComponent = (props: unknown) => unknown;

const wholeComponents = new WeakSet<object>();

/** Marks a component this walker must neither call nor look into (it isolates its own subtree). */
export function renderWhole(component: object): void {
  wholeComponents.add(component);
}

function tagOf(type: object): unknown {
  return Reflect.get(type, "$$typeof");
}

function isClassComponent(type: object): boolean {
  const prototype: unknown = Reflect.get(type, "prototype");
  return typeof prototype === "object" && prototype !== null && Boolean(Reflect.get(prototype, "isReactComponent"));
}

function isAsyncFunction(type: object): boolean {
  return type.constructor.name === "AsyncFunction";
}

/** A function component this walker may call: not a client reference, a class, an async component or whole. */
function isCallable(type: unknown): type is ServerComponent {
  return (
    typeof type === "function" &&
    tagOf(type) !== clientReferenceTag &&
    !isClassComponent(type) &&
    !isAsyncFunction(type) &&
    !wholeComponents.has(type)
  );
}

/** The function a `memo(...)` wraps, when it is callable. */
function memoInner(type: unknown): ServerComponent | undefined {
  if (typeof type !== "object" || type === null || tagOf(type) !== memoTag) return undefined;
  const inner: unknown = Reflect.get(type, "type");
  return isCallable(inner) ? inner : undefined;
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (typeof value === "object" || typeof value === "function") && value !== null && typeof Reflect.get(value, "then") === "function";
}

function isIterable(value: object): value is Iterable<unknown> {
  return typeof Reflect.get(value, Symbol.iterator) === "function";
}

function describe(value: object): string {
  if (value instanceof Date) return "Date";
  return `object with keys {${Object.keys(value).slice(0, 5).join(", ")}}`;
}

/** A promised child, walked once it settles; what it throws then is React's to handle. */
async function settled(value: PromiseLike<unknown>): Promise<Awaited<ReactNode>> {
  const node = expandChild(await value);
  return node instanceof Promise ? settled(node) : node;
}

/** A value in a child position: what React renders, walked; throws on what React would throw on. */
function expandChild(value: unknown): ReactNode {
  if (value === null || value === undefined) return value;
  switch (typeof value) {
    case "string":
    case "number":
    case "bigint":
    case "boolean":
      return value;
    case "function":
    case "symbol":
      // React renders nothing for these (with a warning in development).
      return null;
    default:
      break;
  }
  if (typeof value !== "object") return null;
  if (isValidElement(value)) return expandElement(value);
  if (Array.isArray(value)) return value.map(expandChild);
  if (isThenable(value)) return settled(value);
  if (isIterable(value)) return Array.from(value, expandChild);
  throw new NotRenderableError(describe(value));
}

/** Elements inside a prop that is not `children` (a client component's `slides`): walked; other data as is. */
function expandProp(value: unknown): unknown {
  if (isValidElement(value)) return expandElement(value);
  if (Array.isArray(value) && value.some((entry) => isValidElement(entry) || Array.isArray(entry))) return value.map(expandProp);
  return value;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/**
 * The element with its element-holding props walked; the element itself when nothing changed. The children
 * of host elements and exotic types (styled components) end up in the HTML, so they must be renderable; a
 * client or class component decides for itself what its children are.
 */
function withExpandedProps(element: ReactElement<unknown>, strictChildren: boolean): ReactElement<unknown> {
  const props = element.props;
  if (!isRecord(props)) return element;
  const changed: Record<string, unknown> = {};
  let dirty = false;
  for (const [name, value] of Object.entries(props)) {
    const next = name === "children" && strictChildren ? expandChild(value) : expandProp(value);
    if (next !== value) {
      changed[name] = next;
      dirty = true;
    }
  }
  return dirty ? cloneElement(element, changed) : element;
}

function expandElement(element: ReactElement<unknown>): ReactNode {
  const { type } = element;
  if (typeof type !== "string" && (wholeComponents.has(type) || (typeof type === "function" && isAsyncFunction(type)))) return element;
  const component = isCallable(type) ? type : memoInner(type);
  if (!component) {
    const decidesItsChildren = typeof type === "function" && (tagOf(type) === clientReferenceTag || isClassComponent(type));
    return withExpandedProps(element, !decidesItsChildren);
  }
  const output = expandChild(component(element.props));
  // The output stands where the element stood: keep its key, as React does for a component's output.
  return element.key === null ? output : createElement(Fragment, { key: element.key }, output);
}

/**
 * The tree `element` renders to, with every plain server component in it already called. Throws what any
 * of them throws, and NotRenderableError for a child React could not render.
 */
export function expandServerTree(element: ReactElement<unknown>): ReactNode {
  return expandElement(element);
}
