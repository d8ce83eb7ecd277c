/**
 * Response compression in the app server rather than in Next (`compress: false` in next.config.js), so that what
 * runs between Next and the compression (inlineScriptHashes.ts) sees the page as written. The middleware is the
 * one Next itself uses (its compiled copy of `compression`), with Next's guard against the zlib stream it leaks
 * when a client goes away mid-reply.
 */
import { createRequire } from "node:module";
import type { IncomingMessage, ServerResponse } from "node:http";
import { Duplex } from "node:stream";

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

const loaded: unknown = createRequire(__filename)("next/dist/compiled/compression");
const isFactory = (value: unknown): value is (options?: object) => Middleware => typeof value === "function";
if (!isFactory(loaded)) throw new Error("next/dist/compiled/compression is not the compression middleware");
const middleware = loaded();

const noop = () => {};

/** Compresses the reply as the client accepts (gzip, deflate, br), from here on. */
export function compressReply(req: IncomingMessage, res: ServerResponse): void {
  middleware(req, res, noop);
  res.once("close", () => {
    if (res.writableFinished) return;
    // The middleware hands out its zlib stream from `on('drain')`; destroy it, as Next's releaseCompressionStream does.
    const stream: unknown = res.on("drain", noop);
    res.off("drain", noop);
    if (stream !== res && stream instanceof Duplex) stream.destroy();
  });
}
