/** Developer-facing messages, in one place so the wording stays consistent. */
/** Echoed values are cut to this many characters: a message names the value, it does not carry a megabyte of it. */
export const longestEchoedValue = 80;

function shortened(text: string): string {
  return text.length > longestEchoedValue ? `${text.slice(0, longestEchoedValue)}… (${text.length} characters)` : text;
}

const code = (value: unknown): string => `\`${shortened(typeof value === "string" ? value : (JSON.stringify(value) ?? String(value)))}\``;
const list = (values: readonly unknown[]): string => values.map(code).join(", ");

export const messages = {
  missingProperty: (name: string) => `missing required property ${code(name)}`,
  unknownProperty: (name: string, where: string | undefined) =>
    `unknown property ${code(name)}${where ? ` on ${where}` : ""}`,
  unknownBlockType: (type: string) => `unknown block type ${code(type)}`,
  tooManyBlocks: (count: number, max: number) => `the layout has ${count} blocks; a screen may hold at most ${max}, nested ones included`,
  unknownTag: (tag: string, value: string, allowed: readonly string[]) =>
    `${tag} ${code(value)} is not allowed here; must be one of ${list(allowed)}`,
  tagNotString: (tag: string) => `property ${code(tag)} must be a string`,
  invalidType: (expected: string, actual: string) => `must be ${expected.split(",").join(" or ")}, got ${actual}`,
  notAllowed: (value: unknown, allowed: readonly unknown[]) =>
    allowed.length === 1 ? `${code(value)} is not allowed; must be ${code(allowed[0])}` : `${code(value)} is not allowed; must be one of ${list(allowed)}`,
  notSitePath: (value: unknown) =>
    `${code(value)} is not allowed: must be a same-site path starting with "/" (no scheme such as javascript:, data: or https:, no "//host", no backslashes or whitespace)`,
  badBlockId: (value: unknown) =>
    `${code(value)} is not a valid block id: 1-64 letters, digits, "_" or "-", starting with a letter or digit`,
  badPattern: (value: unknown, pattern: string) => `${code(value)} does not match the expected format ${code(pattern)}`,
  outOfRange: (ajvMessage: string, value: unknown) =>
    typeof value === "object" && value !== null ? ajvMessage : `${ajvMessage} (got ${code(value)})`,
  repeatedItem: (first: number, second: number) => `must not repeat values (items ${first} and ${second} are the same)`,
  duplicateId: (id: string, firstAt: string) => `duplicate block id ${code(id)} (first used at ${firstAt})`,
  unsupportedVersion: (version: string, supported: readonly string[]) =>
    `schemaVersion "${version}" is not supported; this renderer accepts ${supported.join(", ")}`,
  emptiedStack: () => "every child of this block was invalid and removed",
  notScreenId: (value: unknown) =>
    `${code(value)} is not a screen id: a name of 1-64 letters, digits, "_" or "-" starting with a letter or digit ("home"), or up to 8 such names each after a "/" ("/user/login-form")`,
  notRoutePath: (value: unknown) =>
    `${code(value)} is not a path pattern: it starts with "/" and holds only letters, digits and the characters _ . - / : * { } (no query or fragment)`,
  tooManyRoutes: (count: number, max: number) => `the table has ${count} routes; a route table may hold at most ${max}`,
  badRoutePattern: (value: string, reason: string) => `${code(value)} is not a valid path pattern: ${reason}`,
  tooManyParams: (count: number, max: number) => `it has ${count} parameters and wildcards; a pattern may have at most ${max}`,
  tooManyOptionalParts: (count: number, max: number) => `it has ${count} optional parts (\`{...}\` and \`**\`); a pattern may have at most ${max}`,
  duplicateRoute: (value: string, firstAt: string) =>
    `the pattern ${code(value)} is already the pattern of ${firstAt} (patterns are compared without case and trailing slash); the second row would never be used`,
  screenAndParam: () => "a row names its screen in `screen` or in `screenFromParam`, not both",
  unknownScreenParam: (name: string, path: string) => `${code(path)} has no parameter ${code(name)} (write it \`:${name}\` in the pattern)`,
};
