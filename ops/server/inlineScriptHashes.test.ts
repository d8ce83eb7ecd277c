import { createHash } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, test } from "vitest";
import { scriptHashMarker } from "@/domain/scriptHashMarker";
import { hashInlineScripts, inlineScriptHashes, withScriptHashes } from "./inlineScriptHashes";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("the inline scripts of a page", () => {
  test("each inline script the browser runs is hashed once, in order; external, data and JSON scripts are not", () => {
    const page = [
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      "<script>(self.__next_f=self.__next_f||[]).push([0])</script>",
      '<script>self.__next_f.push([1,"مرحبا \\u003c/b>"])</script>',
      '<script type="application/json" id="data">{"a":1}</script>',
      '<script type="module">import "/x.js"</script>',
      "<scripted>not a script</scripted>",
      "<script>(self.__next_f=self.__next_f||[]).push([0])</script>",
    ].join("\n");
    expect(inlineScriptHashes(page)).toEqual([sha("(self.__next_f=self.__next_f||[]).push([0])"), sha('self.__next_f.push([1,"مرحبا \\u003c/b>"])'), sha('import "/x.js"')]);
  });

  test("the hashes join script-src and nothing else", () => {
    const policy = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'";
    expect(withScriptHashes(policy, ["'sha256-a'", "'sha256-b'"])).toBe("default-src 'self'; script-src 'self' 'sha256-a' 'sha256-b'; style-src 'self' 'unsafe-inline'");
    expect(withScriptHashes(policy, [])).toBe(policy);
  });
});

describe("a reply the proxy marked", () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  async function serve(handler: Parameters<typeof createServer>[1]): Promise<string> {
    server = createServer(handler);
    await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
    const address = server.address();
    if (address === null || typeof address === "string") throw new Error("no port");
    return `http://127.0.0.1:${(address satisfies AddressInfo).port}`;
  }

  test("goes out whole, with its inline scripts' hashes in its CSP, its real length and no marker, even when streamed", async () => {
    const base = await serve((req, res) => {
      hashInlineScripts(req.method, res);
      res.setHeader("content-type", "text/html; charset=utf-8");
      res.setHeader("content-security-policy", "script-src 'self'; object-src 'none'");
      res.setHeader(scriptHashMarker, "1");
      res.writeHead(200, { "set-cookie": ["a=1; Path=/", "b=2; Path=/"], "x-nextjs-cache": "HIT" });
      res.write("<html><script>one()</script>");
      setTimeout(() => res.end("<script>two()</script></html>"), 5);
    });
    const reply = await fetch(base);
    const body = await reply.text();
    expect(body).toBe("<html><script>one()</script><script>two()</script></html>");
    expect(reply.headers.get("content-security-policy")).toBe(`script-src 'self' ${sha("one()")} ${sha("two()")}; object-src 'none'`);
    expect(reply.headers.get(scriptHashMarker)).toBeNull();
    expect(reply.headers.getSetCookie()).toEqual(["a=1; Path=/", "b=2; Path=/"]);
    expect(reply.headers.get("x-nextjs-cache")).toBe("HIT");
    expect(reply.headers.get("content-length")).toBe(String(Buffer.byteLength(body)));
  });

  test("a marked reply that is not a page (the page's RSC payload) passes through, without the marker", async () => {
    const base = await serve((req, res) => {
      hashInlineScripts(req.method, res);
      res.setHeader(scriptHashMarker, "1");
      res.writeHead(200, { "content-type": "text/x-component", "content-security-policy": "script-src 'self'" });
      res.end("0:{}");
    });
    const reply = await fetch(base);
    expect(reply.headers.get(scriptHashMarker)).toBeNull();
    expect(reply.headers.get("content-security-policy")).toBe("script-src 'self'");
    expect(await reply.text()).toBe("0:{}");
  });

  test("an unmarked page streams through untouched", async () => {
    const base = await serve((req, res) => {
      hashInlineScripts(req.method, res);
      res.writeHead(200, { "content-type": "text/html", "content-security-policy": "script-src 'nonce-x'" });
      res.write("<script nonce=x>a()</script>");
      res.end();
    });
    const reply = await fetch(base);
    expect(reply.headers.get("content-security-policy")).toBe("script-src 'nonce-x'");
    expect(reply.headers.get("transfer-encoding")).toBe("chunked");
    expect(await reply.text()).toBe("<script nonce=x>a()</script>");
  });
});
