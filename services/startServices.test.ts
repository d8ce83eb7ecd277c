import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { setLogSink, type LogEntry } from "@/ops/log";
import { databaseFileName } from "./db/openDatabase";
import { getJson, requestParam, startTestServices, type TestServices } from "./testing/startTestServices";
import { errorBodySchema } from "./testing/wireSchemas";

let services: TestServices;
beforeAll(async () => {
  services = await startTestServices();
});
afterAll(async () => {
  await services.close();
});

describe("the service suite", () => {
  test("lists its services at /", async () => {
    const reply = await getJson(`${services.url}/`);
    expect(reply.body).toEqual({
      services: { appgrid: "/appgrid", content: "/content", manage: "/manage/screens", sports: "/sports" },
    });
    expect(reply.headers.get("cache-control")).toBe("no-store");
  });

  test("serves images on their own listener only: the API port has none, the images port has no API", async () => {
    expect((await fetch(`${services.imagesUrl}/images/poster/movie-1001-fhd.svg`)).status).toBe(200);
    expect((await fetch(`${services.url}/images/poster/movie-1001-fhd.svg`)).status).toBe(404);
    for (const apiPath of ["/user/dev/outbox?to=x", "/manage/screens", "/content/live", "/appgrid/session?appKey=x&uuid=y"]) {
      expect((await fetch(`${services.imagesUrl}${apiPath}`)).status).toBe(404);
    }
  });

  test("answers an unknown path with a 404 JSON error", async () => {
    const reply = await getJson(`${services.url}/nothing/here`);
    expect(reply.status).toBe(404);
    expect(errorBodySchema.parse(reply.body).error).toMatchObject({ status: 404, code: "not-found" });
  });

  test("answers a wrong method with a 405 and an Allow header", async () => {
    const response = await fetch(`${services.url}/content/live`, { method: "POST" });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET");
  });

  test("rejects a malformed country with a 400", async () => {
    expect((await getJson(`${services.url}/content/live?country=Jordan`)).status).toBe(400);
    expect((await getJson(`${services.url}/content/live?country=sa`)).status).toBe(200);
  });

  test("turns an unexpected failure into a 500 JSON error and keeps serving", async () => {
    const db = new Database(path.join(services.dataDir, databaseFileName));
    db.prepare("UPDATE products SET title = 'not json' WHERE id = '1002'").run();
    db.close();
    const logged: LogEntry[] = [];
    setLogSink((entry) => logged.push(entry));
    try {
      const broken = await getJson(`${services.url}/content/product/id?${requestParam({ id: "1002" })}`, { "x-request-id": "lb-1234abcd" });
      expect(broken.status).toBe(500);
      expect(errorBodySchema.parse(broken.body).error.code).toBe("internal");
    } finally {
      setLogSink(undefined);
    }
    // Through the one logger (ops/log.ts), joined to the app's line by the request id; the query stays out of it.
    expect(logged).toEqual([expect.objectContaining({ level: "error", code: "services-request-failed", requestId: "lb-1234abcd", method: "GET", path: "/content/product/id" })]);
    expect(JSON.stringify(logged)).not.toContain("1002");
    expect((await getJson(`${services.url}/content/product/id?${requestParam({ id: "1003" })}`)).status).toBe(200);
  });
});

describe("the two listeners on their own bind addresses (SERVICES_HOST, SERVICES_PUBLIC_HOST)", () => {
  let split: TestServices;
  // Two loopback addresses (Linux answers on all of 127.0.0.0/8): the API on one, images, media and licences on the other.
  beforeAll(async () => {
    split = await startTestServices({ host: "127.0.0.1", publicHost: "127.0.0.2" });
  });
  afterAll(() => split.close());

  test("each listens only where it is told", async () => {
    const apiPort = new URL(split.url).port;
    const publicPort = new URL(split.imagesUrl).port;
    expect(new URL(split.imagesUrl).hostname).toBe("127.0.0.2");
    expect((await fetch(`http://127.0.0.2:${publicPort}/images/poster/movie-1001-fhd.svg`)).status).toBe(200);
    expect((await fetch(`http://127.0.0.1:${apiPort}/`)).status).toBe(200);
    // Nothing listens there: the connection is refused.
    await expect(fetch(`http://127.0.0.1:${publicPort}/images/poster/movie-1001-fhd.svg`)).rejects.toThrow("fetch failed");
    await expect(fetch(`http://127.0.0.2:${apiPort}/`)).rejects.toThrow("fetch failed");
  });
});
