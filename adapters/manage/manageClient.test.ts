import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from "node:http";
import { afterEach, describe, expect, test } from "vitest";
import { ServiceError } from "../http/ServiceError";
import { createManageClient } from "./manageClient";

interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

type Answer = (request: Received, response: ServerResponse) => void;

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve).closeAllConnections())));
});

/** A stand-in management service on a free port: records each request and answers with `answer` (or never). */
async function standIn(answer: Answer | "hang"): Promise<{ baseURL: string; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (part: string) => (body += part));
    request.on("end", () => {
      const entry = { method: request.method ?? "", url: request.url ?? "", headers: request.headers, body };
      received.push(entry);
      if (answer !== "hang") answer(entry, response);
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (typeof address !== "object" || address === null) throw new Error("the stand-in has no port");
  const { port } = address;
  return { baseURL: `http://127.0.0.1:${port}/manage`, received };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}): Answer => (_request, response) => {
  response.writeHead(status, { "Content-Type": "application/json", ...headers });
  response.end(JSON.stringify(body));
};

describe("the studio's forwarder", () => {
  test("passes the body on byte for byte and the service's status and body back, with the bearer and the address", async () => {
    const service = await standIn(json(201, { draft: { id: 4 } }));
    const client = createManageClient({ baseURL: service.baseURL });
    // Pretty JSON: the service places a layout's problems by the line and column of this very text.
    const text = '{\n  "baseVersion": 1,\n  "document": { "id": "home" }\n}';
    const reply = await client.forwardManage("PUT", "/screens/%2Fuser%2Flogin-form/draft?note=x", "staff-token", text, "203.0.113.9");
    expect(reply).toEqual({ status: 201, body: { draft: { id: 4 } } });
    const [request] = service.received;
    expect(request).toMatchObject({ method: "PUT", url: "/manage/screens/%2Fuser%2Flogin-form/draft?note=x", body: text });
    expect(request?.headers.authorization).toBe("Bearer staff-token");
    expect(request?.headers["x-client-address"]).toBe("203.0.113.9");
  });

  test("passes an error status on with its body, and a reply that is not JSON as a bad reply", async () => {
    const refused = await standIn(json(422, { error: { code: "invalid-layout" }, problems: [] }));
    expect(await createManageClient({ baseURL: refused.baseURL }).forwardManage("DELETE", "/drafts/3", "t", undefined, "198.51.100.1")).toEqual({
      status: 422,
      body: { error: { code: "invalid-layout" }, problems: [] },
    });
    const html = await standIn((_request, response) => {
      response.writeHead(502, { "Content-Type": "text/html" });
      response.end("<h1>Bad gateway</h1>");
    });
    const reply = await createManageClient({ baseURL: html.baseURL }).forwardManage("GET", "/screens", "t", undefined, "198.51.100.1");
    expect(reply.status).toBe(502);
    expect(reply.body).toMatchObject({ error: { code: "bad-reply" } });
  });

  test("never leaves the management API", async () => {
    const service = await standIn(json(200, {}));
    const client = createManageClient({ baseURL: service.baseURL });
    for (const path of ["//evil.example/x", "javascript:alert(1)", "http://evil.example/", "screens"]) {
      await expect(client.forwardManage("GET", path, "t", undefined, "198.51.100.1")).rejects.toThrow("not a management API path");
    }
    expect((await client.forwardManage("TRACE", "/screens", "t", undefined, "198.51.100.1")).status).toBe(405);
    expect(service.received).toEqual([]);
  });
});

describe("signing in", () => {
  test("a throttled sign-in passes the service's status, body and Retry-After on", async () => {
    const service = await standIn(json(429, { error: { code: "too-many-attempts" } }, { "Retry-After": "42" }));
    const result = await createManageClient({ baseURL: service.baseURL }).signInStaff("a@shasha.test", "secret", "203.0.113.7");
    expect(result).toEqual({ ok: false, status: 429, body: { error: { code: "too-many-attempts" } }, retryAfter: "42" });
    expect(JSON.parse(service.received[0]?.body ?? "null")).toEqual({ email: "a@shasha.test", password: "secret" });
    expect(service.received[0]?.headers["x-client-address"]).toBe("203.0.113.7");
  });

  test("a session the service does not know is no one", async () => {
    const service = await standIn(json(401, { error: { code: "unauthorized" } }));
    expect(await createManageClient({ baseURL: service.baseURL }).staffOfSession("ended")).toBeUndefined();
  });
});

describe("a management service that does not answer", () => {
  test("fails the call with a clear error at the deadline instead of holding the page", async () => {
    const service = await standIn("hang");
    const client = createManageClient({ baseURL: service.baseURL, timeoutMs: 300 });
    const started = Date.now();
    const failure = await client.forwardManage("GET", "/screens", "t", undefined, "198.51.100.1").then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ServiceError);
    expect(failure).toMatchObject({ service: "manage", code: "timeout", path: "/screens" });
    expect(String(failure)).toContain("manage /screens: timed out");
    expect(Date.now() - started).toBeLessThan(3000);
    expect(service.received).toHaveLength(1);
    await expect(client.staffOfSession("t")).rejects.toMatchObject({ code: "timeout" });
  });
});
