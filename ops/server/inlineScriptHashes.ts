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

// The HTML the app serves is React's: attributes quoted, no `</script` inside a script's text (React escapes it), so
// a script's text runs from its opening tag's `>` to the next `</script`. The page is scanned as bytes: decoding
// 200 KB of Arabic text to a string cost more than all the hashing (bench: 0.66 of 0.9 ms per page), and a CSP hash
// is over the text's UTF-8 bytes, which are the page's own.
const open = Buffer.from("<script");
const close = Buffer.from("</script");
const srcAttribute = /\ssrc\s*=/i;
const typeAttribute = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
const executableType = /^\s*(?:|text\/javascript|application\/javascript|module)\s*$/i;

function runs(attributes: string): boolean {
  if (attributes === "") return true;
  if (srcAttribute.test(attributes)) return false;
  const type = typeAttribute.exec(attributes);
  return executableType.test(type ? (type[1] ?? type[2] ?? type[3] ?? "") : "");
}

/** `'sha256-…'` of every inline script the browser would run, in document order, each once. */
export function inlineScriptHashes(page: Buffer | string): string[] {
  const html = typeof page === "string" ? Buffer.from(page, "utf8") : page;
  const hashes = new Set<string>();
  for (let at = html.indexOf(open); at !== -1; at = html.indexOf(open, at + open.length)) {
    const next = html[at + open.length];
    // `<scripts>` or `<scriptx` are not script elements: the name ends at whitespace, `/` or `>`.
    if (next === undefined || !(next === 0x3e || next === 0x2f || next === 0x20 || next === 0x09 || next === 0x0a || next === 0x0d || next === 0x0c)) continue;
    const tagEnd = html.indexOf(0x3e, at);
    if (tagEnd === -1) break;
    const textEnd = html.indexOf(close, tagEnd + 1);
    if (textEnd === -1) break;
    if (runs(html.toString("latin1", at + open.length, tagEnd))) {
      hashes.add(`'sha256-${createHash("sha256").update(html.subarray(tagEnd + 1, textEnd)).digest("base64")}'`);
    }
    at = textEnd;
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
 * Any other reply passes through, streaming as before, without the marker. Installed on the response before Next's handler and
 * after the compression, so the page is hashed as written and compressed after.
 */
export function hashInlineScripts(method: string | undefined, res: ServerResponse): void {
  const { writeHead, write, end, flushHeaders } = res;
  let chunks: Buffer[] = [];
  let mode: Mode = "undecided";
  const decide = (): Mode => {
    if (mode === "undecided") {
      const html = /^text\/html/i.test(String(res.getHeader("content-type") ?? ""));
      mode = method === "GET" && html && res.getHeader(scriptHashMarker) !== undefined ? "hold" : "pass";
      // The marker is for this server only (a HEAD, or the page's RSC payload, has no scripts to hash).
      if (mode === "pass" && !res.headersSent) res.removeHeader(scriptHashMarker);
    }
    return mode;
  };
  const keep = (chunk: unknown, encoding: unknown) => {
    if (typeof chunk === "string") chunks.push(Buffer.from(chunk, typeof encoding === "string" && Buffer.isEncoding(encoding) ? encoding : "utf8"));
    else if (Buffer.isBuffer(chunk)) chunks.push(chunk);
    else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
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
    const body = chunks.length === 1 && chunks[0] !== undefined ? chunks[0] : Buffer.concat(chunks);
    const policy = res.getHeader("content-security-policy");
    if (typeof policy === "string") res.setHeader("content-security-policy", withScriptHashes(policy, inlineScriptHashes(body)));
    res.removeHeader(scriptHashMarker);
    res.setHeader("content-length", body.length);
    mode = "pass";
    const callback = callbackIn(args);
    return Reflect.apply(end, res, typeof callback === "function" ? [body, callback] : [body]);
  });
}
