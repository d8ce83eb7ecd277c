import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { z } from "zod";
import {
  manage,
  railBlock,
  screenDocument,
  servedDocument,
  testManageToken,
  textBlock,
} from "../testing/manageClient";
import { startTestServices, type TestServices } from "../testing/startTestServices";
import { errorBodySchema } from "../testing/wireSchemas";

const publishedSchema = z.object({
  screenId: z.string(),
  version: z.number(),
  createdAt: z.string(),
  summary: z.string(),
  author: z.string(),
});
const invalidLayoutSchema = errorBodySchema.extend({
  problems: z.array(
    z.strictObject({
      pointer: z.string(),
      line: z.number(),
      column: z.number(),
      code: z.string(),
      message: z.string(),
      suggestion: z.string().optional(),
    }),
  ),
});
const versionsSchema = z.object({ versions: z.array(z.object({ version: z.number() })) });

/** PUTs 64 KiB chunks (chunked encoding, no length) until the service answers or 64 MiB have gone. */
function putEndlessChunks(url: string): Promise<{ status: number; body: unknown; sent: number }> {
  const chunk = Buffer.alloc(64 * 1024, " ");
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const request = httpRequest(url, { method: "PUT", headers: { Authorization: `Bearer ${testManageToken}` } });
    // One chunk per turn of the event loop, so the service's answer is seen as soon as it arrives.
    const pump = (): void => {
      if (answered || sent >= 64 * 1024 * 1024) return void request.end();
      sent += chunk.length;
      if (request.write(chunk)) setImmediate(pump);
      else request.once("drain", pump);
    };
    request.on("response", (response) => {
      answered = true;
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (part: string) => (text += part));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text), sent }));
    });
    // The service closes the connection after a 413; writes after that may fail, which is expected.
    request.on("error", (error) => (answered ? undefined : reject(error)));
    pump();
  });
}

let services: TestServices;
beforeAll(async () => {
  services = await startTestServices({ manageToken: testManageToken });
});
afterAll(async () => {
  await services.close();
});

async function versionCount(screenId: string): Promise<number> {
  const reply = await manage(services, `/${encodeURIComponent(screenId)}/versions`);
  return versionsSchema.parse(reply.body).versions.length;
}

function errorCode(body: unknown): string {
  return errorBodySchema.parse(body).error.code;
}

describe("publishing a screen", () => {
  test("stores a new version that the app-grid serves at once", async () => {
    const document = screenDocument("home", [railBlock("new-rail")]);
    const reply = await manage(services, "/home", { method: "PUT", body: document });
    expect(reply.status).toBe(201);
    expect(publishedSchema.parse(reply.body)).toMatchObject({ screenId: "home", version: 2, author: "bootstrap" });
    expect(await servedDocument(services, "home")).toEqual(document);
  });

  test("works for an id with slashes when it is URL-encoded", async () => {
    // Not a seeded id, so this is its first version.
    const document = screenDocument("/user/qa-slashes", [textBlock("login-intro")]);
    const reply = await manage(services, "/%2Fuser%2Fqa-slashes", { method: "PUT", body: document });
    expect(reply.status).toBe(201);
    expect(publishedSchema.parse(reply.body)).toMatchObject({ screenId: "/user/qa-slashes", version: 1, summary: "first version" });
    expect(await servedDocument(services, "/user/qa-slashes")).toEqual(document);
  });
});

describe("a publish without the management token", () => {
  test.each([
    ["no Authorization header", null],
    ["a wrong token", "not-the-token"],
    ["a token that only shares a prefix", `${testManageToken}x`],
  ])("with %s is refused with a 401 and stores nothing", async (_label, token) => {
    const before = await versionCount("ramadan");
    const reply = await manage(services, "/ramadan", { method: "PUT", token, body: screenDocument("ramadan") });
    expect(reply.status).toBe(401);
    expect(errorCode(reply.body)).toBe("unauthorized");
    expect(reply.headers.get("www-authenticate")).toBe("Bearer");
    expect(await versionCount("ramadan")).toBe(before);
  });

  test("cannot read the version history either", async () => {
    expect((await manage(services, "", { token: null })).status).toBe(401);
  });
});

describe("an invalid layout", () => {
  const nearMiss = `{
  "schemaVersion": "1.0",
  "id": "kids",
  "title": { "key": "kids.title" },
  "blocks": [
    { "type": "rial", "id": "kids-rail" }
  ]
}`;

  test("gets a 422 listing each problem with pointer, line, column, message and suggestion", async () => {
    const reply = await manage(services, "/kids", { method: "PUT", body: nearMiss });
    expect(reply.status).toBe(422);
    const body = invalidLayoutSchema.parse(reply.body);
    expect(body.error).toEqual({ status: 422, code: "invalid-layout", message: "1 problem; nothing was published" });
    expect(body.problems).toEqual([
      {
        pointer: "/blocks/0/type",
        line: 6,
        column: 15,
        code: "unknown-block-type",
        message: "unknown block type `rial`",
        suggestion: "did you mean `rail`?",
      },
    ]);
  });

  test("stores nothing: the version count and the served document stay as they were", async () => {
    const served = await servedDocument(services, "kids");
    const before = await versionCount("kids");
    expect((await manage(services, "/kids", { method: "PUT", body: nearMiss })).status).toBe(422);
    expect(await versionCount("kids")).toBe(before);
    expect(await servedDocument(services, "kids")).toEqual(served);
  });

  test("whose id is not the URL's screen id gets a 422 at /id", async () => {
    const reply = await manage(services, "/kids", { method: "PUT", body: screenDocument("movies") });
    expect(reply.status).toBe(422);
    const [problem, ...others] = invalidLayoutSchema.parse(reply.body).problems;
    expect(others).toEqual([]);
    expect(problem).toMatchObject({ pointer: "/id", code: "screen-id-mismatch", line: 1 });
  });
});

describe("a body that cannot be a layout", () => {
  test("is a 400 naming where the JSON breaks", async () => {
    const reply = await manage(services, "/home", { method: "PUT", body: '{\n  "id": "home",\n  "blocks": [,]\n}' });
    expect(reply.status).toBe(400);
    expect(errorCode(reply.body)).toBe("invalid-json");
    expect(errorBodySchema.parse(reply.body).error.message).toMatch(/line 3, column 14/);
  });

  test("is a 413 once it is one byte over 1 MiB", async () => {
    const before = await versionCount("home");
    const reply = await manage(services, "/home", { method: "PUT", body: " ".repeat(1024 * 1024 + 1) });
    expect(reply.status).toBe(413);
    expect(errorCode(reply.body)).toBe("payload-too-large");
    expect(await versionCount("home")).toBe(before);
  });

  test("is a 413 when sent in chunks without a length, and the service goes on serving", async () => {
    const reply = await putEndlessChunks(`${services.url}/manage/screens/home`);
    expect(reply.status).toBe(413);
    expect(errorCode(reply.body)).toBe("payload-too-large");
    // The answer came long before the client would have stopped on its own.
    expect(reply.sent).toBeLessThan(16 * 1024 * 1024);
    expect((await manage(services, "/home")).status).toBe(200);
  });

  test("is still read when it is exactly 1 MiB", async () => {
    const text = JSON.stringify(screenDocument("home", [textBlock("padded")]));
    const reply = await manage(services, "/home", { method: "PUT", body: text.padEnd(1024 * 1024, " ") });
    expect(reply.status).toBe(201);
  });
});

describe("the management paths", () => {
  test("answer a POST to a screen with a 405 and an Allow header", async () => {
    const reply = await manage(services, "/home", { method: "POST", body: screenDocument("home") });
    expect(reply.status).toBe(405);
    expect(reply.headers.get("allow")).toBe("GET, PUT");
    expect(errorCode(reply.body)).toBe("method-not-allowed");
  });

  test("answer an unknown path with a 404 JSON error", async () => {
    const reply = await manage(services, "/home/drafts");
    expect(reply.status).toBe(404);
    expect(errorCode(reply.body)).toBe("not-found");
  });
});

describe("the route table (issue 28)", () => {
  const tablePath = `/${encodeURIComponent("/app/routes")}`;
  const row = (path: string) => ({ path, screen: "/user/qa-offers", kind: "hub", layout: "default", access: "login-required" });

  test("is seeded, published like a screen and served by the app-grid at once", async () => {
    const seeded = await servedDocument(services, "/app/routes");
    const table = z.object({ schemaVersion: z.string(), routes: z.array(z.record(z.string(), z.unknown())) }).parse(seeded);
    expect(table.routes.length).toBeGreaterThan(80);
    const next = { ...table, routes: [row("/hub/qa-offers"), ...table.routes] };
    const reply = await manage(services, tablePath, { method: "PUT", body: next });
    expect(reply.status).toBe(201);
    expect(publishedSchema.parse(reply.body)).toMatchObject({ screenId: "/app/routes", version: 2 });
    expect(await servedDocument(services, "/app/routes")).toEqual(next);
  });

  test("with a malformed pattern or a pattern twice is refused with pointers, and nothing is published", async () => {
    const before = await versionCount("/app/routes");
    const text = JSON.stringify({ schemaVersion: "1.0", routes: [row("/hub/:"), row("/hub/x"), row("/HUB/X/")] }, null, 2);
    const reply = await manage(services, tablePath, { method: "PUT", body: text });
    expect(reply.status).toBe(422);
    const problems = invalidLayoutSchema.parse(reply.body).problems.map(({ pointer, code }) => [pointer, code]);
    expect(problems).toEqual([
      ["/routes/0/path", "invalid-pattern"],
      ["/routes/2/path", "duplicate-route"],
    ]);
    expect(await versionCount("/app/routes")).toBe(before);
  });

  test("is not checked as a layout: a layout under its id is refused", async () => {
    const reply = await manage(services, tablePath, { method: "PUT", body: screenDocument("/app/routes", [textBlock("x")]) });
    expect(reply.status).toBe(422);
  });
});
