import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
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
      services: { appgrid: "/appgrid", content: "/content", manage: "/manage/screens" },
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
    const broken = await getJson(`${services.url}/content/product/id?${requestParam({ id: "1002" })}`);
    expect(broken.status).toBe(500);
    expect(errorBodySchema.parse(broken.body).error.code).toBe("internal");
    expect((await getJson(`${services.url}/content/product/id?${requestParam({ id: "1003" })}`)).status).toBe(200);
  });
});
