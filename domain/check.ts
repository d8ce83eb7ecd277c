/**
 * A small typed checker for outside data in the viewer's browser (issue 27, "First-load JavaScript"): replies of
 * the app's own API and what this browser stored. zod does this on the server, but costs the browser about 31 KB
 * gzip; this is well under 1 KB, dependency-free, and covers what the browser's checks need. Like zod's objects,
 * `object` keeps only the keys it names (a reply's extra keys never reach a store).
 *
 *   const reply = check.object({ id: check.string, count: check.optional(check.number) });
 *   type Reply = check.Infer<typeof reply>; // { id: string; count?: number | undefined }
 *   const parsed = reply.parse(body);       // { ok: true, value } | { ok: false, error: "count: expected a number" }
 */

export type Path = readonly (string | number)[];
export type Failure = { ok: false; path: Path; expected: string; error: string };
export type Result<T> = { ok: true; value: T } | Failure;

export interface Checker<T> {
  parse(value: unknown): Result<T>;
}

/** A checker whose key an object may leave out. */
export interface OptionalChecker<T> extends Checker<T | undefined> {
  readonly optional: true;
}

export type Infer<C> = C extends Checker<infer T> ? T : never;

function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

function fail(expected: string, path: Path = []): Failure {
  return { ok: false, path, expected, error: `${path.length > 0 ? `${path.join(".")}: ` : ""}expected ${expected}` };
}

function within(key: string | number, failure: Failure): Failure {
  return fail(failure.expected, [key, ...failure.path]);
}

function primitive<T>(expected: string, is: (value: unknown) => value is T): Checker<T> {
  return { parse: (value) => (is(value) ? ok(value) : fail(expected)) };
}

export const unknown: Checker<unknown> = { parse: ok };
export const string = primitive("a string", (value): value is string => typeof value === "string");
/** Finite numbers only (as zod 4): NaN and Infinity are not numbers a reply can mean. */
export const number = primitive("a number", (value): value is number => typeof value === "number" && Number.isFinite(value));
export const boolean = primitive("a boolean", (value): value is boolean => typeof value === "boolean");

/** Exactly this value. */
export function literal<const T extends string | number | boolean>(expected: T): Checker<T> {
  return { parse: (value) => (value === expected ? ok(expected) : fail(JSON.stringify(expected))) };
}

/** One of these values (a literal enum). */
export function oneOf<const T extends string | number>(options: readonly T[]): Checker<T> {
  return {
    parse(value) {
      const found = options.find((option) => option === value);
      return found === undefined ? fail(`one of ${options.join(", ")}`) : ok(found);
    },
  };
}

/** The value must also pass `test`; `expected` says what it should have been. */
export function refine<T>(checker: Checker<T>, test: (value: T) => boolean, expected: string): Checker<T> {
  return {
    parse(value) {
      const result = checker.parse(value);
      return !result.ok || test(result.value) ? result : fail(expected);
    },
  };
}

export const nonEmptyString = refine(string, (value) => value !== "", "a non-empty string");

export function optional<T>(checker: Checker<T>): OptionalChecker<T> {
  return { optional: true, parse: (value) => (value === undefined ? ok(undefined) : checker.parse(value)) };
}

export function nullable<T>(checker: Checker<T>): Checker<T | null> {
  return { parse: (value) => (value === null ? ok(null) : checker.parse(value)) };
}

/** `fallback` when the value is absent (undefined), else the checked value. */
export function withDefault<T>(checker: Checker<T>, fallback: T): Checker<T> {
  return { parse: (value) => (value === undefined ? ok(fallback) : checker.parse(value)) };
}

export function array<T>(item: Checker<T>): Checker<T[]> {
  return {
    parse(value) {
      if (!Array.isArray(value)) return fail("an array");
      const items: T[] = [];
      for (const [index, element] of value.entries()) {
        const result = item.parse(element);
        if (!result.ok) return within(index, result);
        items.push(result.value);
      }
      return ok(items);
    },
  };
}

function fieldsOf(value: unknown): Map<string, unknown> | undefined {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? new Map<string, unknown>(Object.entries(value)) : undefined;
}

/** An object with any string keys, each value checked by `item`. */
export function record<T>(item: Checker<T>): Checker<Record<string, T>> {
  return {
    parse(value) {
      const fields = fieldsOf(value);
      if (fields === undefined) return fail("an object");
      const entries: [string, T][] = [];
      for (const [key, field] of fields) {
        const result = item.parse(field);
        if (!result.ok) return within(key, result);
        entries.push([key, result.value]);
      }
      // fromEntries defines each key as an own property: a "__proto__" key stays data, never a prototype.
      return ok(Object.fromEntries(entries));
    },
  };
}

type Shape = Record<string, Checker<unknown>>;
type OptionalKeys<S extends Shape> = { [K in keyof S]: S[K] extends OptionalChecker<unknown> ? K : never }[keyof S];
type Flat<T> = { [K in keyof T]: T[K] } & {};
export type ObjectOf<S extends Shape> = Flat<{ [K in Exclude<keyof S, OptionalKeys<S>>]: Infer<S[K]> } & { [K in OptionalKeys<S>]?: Infer<S[K]> }>;

/** An object with these keys (optional ones may be absent); keys it does not name are left out of the value. */
export function object<S extends Shape>(shape: S): Checker<ObjectOf<S>> {
  return {
    parse(value) {
      const fields = fieldsOf(value);
      if (fields === undefined) return fail("an object");
      const checked: Record<string, unknown> = {};
      for (const [key, checker] of Object.entries(shape)) {
        const result = checker.parse(fields.get(key));
        if (!result.ok) return within(key, result);
        if (result.value !== undefined) checked[key] = result.value;
      }
      // The one cast here, of data just checked: TypeScript cannot follow a loop over a mapped type, and every key
      // of `shape` has passed its own checker above.
      return ok(checked as ObjectOf<S>);
    },
  };
}

/** The first of these checkers the value passes. */
export function union<const T extends readonly unknown[]>(...options: { [K in keyof T]: Checker<T[K]> }): Checker<T[number]> {
  return {
    parse(value) {
      const failures: string[] = [];
      for (const option of options) {
        const result: Result<T[number]> = option.parse(value);
        if (result.ok) return result;
        failures.push(result.error);
      }
      return fail(`(${failures.join(") or (")})`);
    },
  };
}
