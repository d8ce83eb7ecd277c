import { describe, expect, test } from "vitest";
import { sseComment, sseMessage } from "./sseFormat";

describe("a server-sent event message", () => {
  test("is its fields, one per line, ended by a blank line, in the order retry, id, event, data", () => {
    expect(sseMessage({ event: "match", id: "2026-05-14T13:39:30.000Z", data: '{"a":1}', retry: 3000 })).toBe(
      'retry: 3000\nid: 2026-05-14T13:39:30.000Z\nevent: match\ndata: {"a":1}\n\n',
    );
  });

  test("splits data over several data lines, which the browser joins again with a line feed", () => {
    expect(sseMessage({ data: "one\ntwo\r\nthree" })).toBe("data: one\ndata: two\ndata: three\n\n");
  });

  test("keeps an id or event name on one line, so a value can never start a field of its own", () => {
    expect(sseMessage({ id: "a\nevent: end\0", event: "match\r\ndata: x" })).toBe("id: aevent: end\nevent: matchdata: x\n\n");
  });

  test.each([[-1], [1.5], [Number.NaN]])("leaves out a retry that is not a whole number of ms (%s)", (retry) => {
    expect(sseMessage({ retry, event: "end" })).toBe("event: end\n\n");
  });

  test("is nothing at all when it has no field", () => {
    expect(sseMessage({})).toBe("");
  });
});

describe("a server-sent event comment", () => {
  test("starts each line with a colon, so the browser ignores it", () => {
    expect(sseComment("keep-alive")).toBe(": keep-alive\n\n");
    expect(sseComment("a\nb")).toBe(": a\n: b\n\n");
  });
});
