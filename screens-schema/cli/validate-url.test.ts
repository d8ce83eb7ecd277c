import { spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { z } from "zod";
import { manageApi, testManageToken } from "@/services/testing/manageClient";
import { startTestServices } from "@/services/testing/startTestServices";

const repo = join(__dirname, "../..");
const valid = { schemaVersion: "1.0", id: "home", title: { key: "t" }, blocks: [{ type: "text", id: "a", text: { key: "k" } }] };
const invalid = { ...valid, id: "kids", blocks: [{ type: "rial", id: "a" }] };
const entry = (screenId: string, document: unknown) => ({ _meta: { entryAlias: screenId, typeAlias: "screen" }, screenId, document });

// Pages of one entry each, so the CLI has to follow the pagination.
function reply(url: URL): { status: number; body: unknown } {
  if (url.pathname === "/") return { status: 200, body: { services: { appgrid: "/appgrid", content: "/content" } } };
  if (url.pathname === "/screen.json") return { status: 200, body: invalid };
  if (url.pathname === "/appgrid/session") {
    return url.searchParams.get("appKey") === "shasha-web-dev" ? { status: 200, body: { sessionKey: "s1" } } : { status: 401, body: {} };
  }
  if (url.pathname === "/appgrid/content/entries" && url.searchParams.get("sessionKey") === "s1") {
    const page = Number(url.searchParams.get("offset"));
    const entries = [entry("home", valid), entry("kids", invalid)].slice(page, page + 1);
    return { status: 200, body: { entries, pagination: { page, size: 1, count: entries.length, total: 2 } } };
  }
  return { status: 404, body: { error: { status: 404, code: "not-found", message: "no" } } };
}

let server: Server;
let base = "";

beforeAll(async () => {
  server = createServer((request, response) => {
    const { status, body } = reply(new URL(request.url ?? "/", "http://localhost"));
    response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === "object" && address !== null ? address.port : 0}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function run(...args: string[]): Promise<{ code: number | null; stdout: string }> {
  return new Promise((resolve) => {
    const child = spawn("npx", ["tsx", "screens-schema/cli/validate.ts", ...args], { cwd: repo, env: { ...process.env, APPGRID_APP_KEY: "" } });
    let stdout = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.on("close", (code) => resolve({ code, stdout }));
  });
}

// Each case starts the CLI through npx and tsx (about a second alone, several on a busy machine).
describe("the validate CLI given a URL", { timeout: 60_000 }, () => {
  test("validates a screen document served at that URL", async () => {
    const { code, stdout } = await run("--format", "json", `${base}/screen.json`);
    expect(code).toBe(1);
    expect(JSON.parse(stdout).files).toMatchObject([{ file: `${base}/screen.json`, valid: false }]);
  });

  test("enumerates every screen through the services index and app-grid pagination", async () => {
    const { code, stdout } = await run("--format", "json", `${base}/`);
    expect(code).toBe(1);
    const report = JSON.parse(stdout);
    expect(report.files.map((file: { file: string; valid: boolean }) => [file.file, file.valid])).toEqual([
      [`${base}/#home`, true],
      [`${base}/#kids`, false],
    ]);
    expect(report.files[1].problems[0]).toMatchObject({ code: "unknown-block-type", line: 9, column: 15 });
  });
});

describe("the validate CLI reading the management API", () => {
  const runWith = (env: Record<string, string>, ...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> =>
    new Promise((resolve) => {
      const child = spawn("npx", ["tsx", "screens-schema/cli/validate.ts", ...args], { cwd: repo, env: { ...process.env, SHASHA_MANAGE_TOKEN: "", SHASHA_MANAGE_TOKEN_FILE: "", ...env } });
      let stdout = "";
      let stderr = "";
      child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
      child.on("close", (code) => resolve({ code, stdout, stderr }));
    });

  test("reads every screen with a qa API token from the environment or a file, and nothing without one", async () => {
    const services = await startTestServices({ manageToken: testManageToken });
    try {
      const created = await manageApi(services, "/tokens", { method: "POST", body: { name: "validate cli", role: "qa" } });
      const token = z.object({ token: z.string() }).parse(created.body).token;
      const all = await runWith({ SHASHA_MANAGE_TOKEN: token }, "--format", "json", `${services.url}/manage`);
      const report = JSON.parse(all.stdout);
      expect(report.summary.files).toBeGreaterThan(20);
      expect(report.summary.invalid).toBe(0);
      const dir = mkdtempSync(join(tmpdir(), "validate-token-"));
      writeFileSync(join(dir, "token"), `${token}\n`);
      const one = await runWith({ SHASHA_MANAGE_TOKEN_FILE: join(dir, "token") }, "--format", "json", `${services.url}/manage/screens/home`);
      expect(JSON.parse(one.stdout).files).toMatchObject([{ file: `${services.url}/manage/screens/home`, valid: true }]);
      const none = await runWith({}, `${services.url}/manage`);
      expect(none.code).toBe(2);
      expect(none.stderr).toContain("SHASHA_MANAGE_TOKEN");
      const wrong = await runWith({ SHASHA_MANAGE_TOKEN: "sht_not-a-token" }, `${services.url}/manage`);
      expect(wrong.code).toBe(2);
      expect(wrong.stderr).toContain("401");
    } finally {
      await services.close();
    }
  }, 60_000);
});
