import type { IncomingMessage } from "node:http";
import { HttpError } from "./HttpError";

function tooLarge(maxBytes: number): HttpError {
  // The rest of the body is still on the wire; closing stops the client from streaming more of it to us.
  return new HttpError(413, "payload-too-large", `The body is larger than ${maxBytes} bytes.`, { Connection: "close" });
}

function declaredLength(request: IncomingMessage): number | undefined {
  const header = request.headers["content-length"];
  return header === undefined || !/^\d+$/.test(header) ? undefined : Number(header);
}

/**
 * The body as UTF-8 text. Never holds more than `maxBytes`: a larger `Content-Length` is refused before reading,
 * and a chunked body is refused (and the rest discarded, not kept) as soon as it passes the limit.
 */
export function readBody(request: IncomingMessage, maxBytes: number): Promise<string> {
  const declared = declaredLength(request);
  if (declared !== undefined && declared > maxBytes) return Promise.reject(tooLarge(maxBytes));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer): void => {
      size += chunk.length;
      if (size <= maxBytes) {
        chunks.push(chunk);
        return;
      }
      request.off("data", onData);
      chunks.length = 0;
      reject(tooLarge(maxBytes));
    };
    request.on("data", onData);
    request.once("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.once("error", (error) => reject(new HttpError(400, "invalid-request", `The body could not be read: ${error.message}`)));
  });
}
