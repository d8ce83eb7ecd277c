import { describe, expect, test } from "vitest";
import { validateScreen } from "@/screens-schema/validator";
import { newScreenIdProblem, screenCopy, screenFromTemplate, templateKinds } from "./screenTemplates";

describe("new screens", () => {
  test.each(templateKinds)("the %s template is valid apart from the texts left to write", (kind) => {
    const document = screenFromTemplate(kind, kind === "landing" ? "eid-2027" : "/user/newsletter");
    const problems = validateScreen(document).problems.filter((problem) => !/\/(ar|en|fr)$/.test(problem.pointer));
    expect(problems).toEqual([]);
  });

  test("a copy takes the new id and everything else", () => {
    expect(screenCopy({ schemaVersion: "1.1", id: "ramadan", blocks: [1] }, "ramadan-2027")).toEqual({ schemaVersion: "1.1", id: "ramadan-2027", blocks: [1] });
  });

  test("ids are landing ids or account forms, never taken ones", () => {
    expect(newScreenIdProblem("eid-2027", ["home"])).toBeUndefined();
    expect(newScreenIdProblem("/user/newsletter", [])).toBeUndefined();
    expect(newScreenIdProblem("home", ["home"])).toBe("taken");
    for (const bad of ["", "Eid 2027", "/content/x", "a/b", "-x"]) expect(newScreenIdProblem(bad, [])).toBe("format");
  });
});
