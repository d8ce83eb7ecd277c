/**
 * A CSP without 'unsafe-inline' for the page cache's pages (issue 27). A cached page is one render shared by a
 * whole segment, so it cannot carry a per-request nonce; and Next's HTML runs inline scripts (the RSC payload
 * pushes, React's streaming helpers). The proxy gives such a page `script-src 'self'` and the marker header below;
 * the app server, which sees the finished HTML, adds the SHA-256 of each inline script the page holds to
 * `script-src` and removes the marker. Nothing else inline may run: markup injected into a cached page would have
 * to match a hash of the page as rendered.
 *
 * Without the app server (plain `next start`) the marker stays and the page's inline scripts are refused: it fails
 * closed. `npm run dev` keeps 'unsafe-inline' (development only).
 */
import { createHash } from "node:crypto";
import type { ServerResponse } from "node:http";
import { scriptHashMarker } from "@/domain/scriptHashMarker";

// A script element's opening tag and text. The HTML the app serves is React's: attributes quoted, no `</script`
// inside a script's text (React escapes it), so a pattern finds every one.
const scriptElement = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const executableType = /^\s*(?:|text\/javascript|application\/javascript|module)\s*$/i;

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i").exec(attributes);
  return match ? (match[1] ?? match[2] ?? match[3] ?? "") : undefined;
}

/** `'sha256-…'` of every inline script the browser would run, in document order, each once. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", text = ""] of html.matchAll(scriptElement)) {
    if (attribute(attributes, "src") !== undefined) continue;
    if (!executableType.test(attribute(attributes, "type") ?? "")) continue;
    hashes.add(`'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/** The policy with `hashes` added to its `script-src`. */
export function withScriptHashes(policy: string, hashes: readonly string[]): string {
  if (hashes.length === 0) return policy;
  return policy
    .split(";")
    .map((directive) => (/^\s*script-src\s/i.test(directive) ? `${directive.trimEnd()} ${hashes.join(" ")}` : directive))
    .join(";");
}

type Mode = "undecided" | "pass" | "hold";

const isHeaderRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Holds a marked HTML reply to a GET until it ends, then sends it with the hashes in its CSP (and its real length).
 * Any other reply passes through untouched, streaming as before. Installed on the response before Next's handler and
 * after the compression, so the page is hashed as written and compressed after.
 */
export function hashInlineScripts(method: string | undefined, res: ServerResponse): void {
  if (method !== "GET") return;
  const { writeHead, write, end, flushHeaders } = res;
  let chunks: Buffer[] = [];
  let mode: Mode = "undecided";
  const decide = (): Mode => {
    if (mode === "undecided") {
      const html = /^text\/html/i.test(String(res.getHeader("content-type") ?? ""));
      mode = html && res.getHeader(scriptHashMarker) !== undefined ? "hold" : "pass";
    }
    return mode;
  };
  const keep = (chunk: unknown, encoding: unknown) => {
    if (typeof chunk === "string") chunks.push(Buffer.from(chunk, typeof encoding === "string" && Buffer.isEncoding(encoding) ? encoding : "utf8"));
    else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
  };
  const callbackIn = (args: readonly unknown[]) => args.find((arg) => typeof arg === "function");
  const define = (name: string, value: (...args: unknown[]) => unknown) => Object.defineProperty(res, name, { configurable: true, writable: true, value });

  define("writeHead", (...args: unknown[]) => {
    if (mode === "pass" || args.some(Array.isArray)) {
      mode = "pass";
      return Reflect.apply(writeHead, res, args);
    }
    // Not sent yet: what writeHead names goes on the response, which then decides (a new head, a new body).
    if (typeof args[0] === "number") res.statusCode = args[0];
    if (typeof args[1] === "string") res.statusMessage = args[1];
    for (const [name, value] of Object.entries(args.find(isHeaderRecord) ?? {})) {
      if (typeof value === "string" || typeof value === "number") res.setHeader(name, value);
      else if (Array.isArray(value)) res.setHeader(name, value.map(String));
    }
    chunks = [];
    mode = "undecided";
    return decide() === "hold" ? res : Reflect.apply(writeHead, res, [res.statusCode]);
  });
  define("flushHeaders", (...args: unknown[]) => (decide() === "hold" ? undefined : Reflect.apply(flushHeaders, res, args)));
  define("write", (...args: unknown[]) => {
    if (decide() !== "hold") return Reflect.apply(write, res, args);
    keep(args[0], args[1]);
    const callback = callbackIn(args);
    if (typeof callback === "function") queueMicrotask(() => Reflect.apply(callback, undefined, []));
    return true;
  });
  define("end", (...args: unknown[]) => {
    if (decide() !== "hold") return Reflect.apply(end, res, args);
    if (typeof args[0] !== "function") keep(args[0], args[1]);
    const body = Buffer.concat(chunks);
    const policy = res.getHeader("content-security-policy");
    if (typeof policy === "string") res.setHeader("content-security-policy", withScriptHashes(policy, inlineScriptHashes(body.toString("utf8"))));
    res.removeHeader(scriptHashMarker);
    res.setHeader("content-length", body.length);
    mode = "pass";
    const callback = callbackIn(args);
    return Reflect.apply(end, res, typeof callback === "function" ? [body, callback] : [body]);
  });
}
