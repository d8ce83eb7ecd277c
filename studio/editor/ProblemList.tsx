"use client";
import { useId } from "react";
import { useStudioT } from "@/studio/i18n/StudioLocaleContext";
import type { DraftProblem } from "./checkDraft";

/** The draft's problems, worded as the validate CLI words them; choosing one puts the cursor at its place. */
export function ProblemList({ problems, onSelect }: { problems: readonly DraftProblem[]; onSelect(problem: DraftProblem): void }) {
  const t = useStudioT();
  const id = useId();
  return (
    <section aria-labelledby={id} className="studio-problems" data-problem-count={problems.length}>
      <h3 id={id}>{t("editor.problems")}</h3>
      <p aria-live="polite">{problems.length === 0 ? t("editor.noProblems") : t("editor.problemCount", { count: problems.length })}</p>
      {problems.length > 0 ? (
        <ul>
          {problems.map((problem) => (
            <li key={`${problem.pointer}:${problem.code}:${problem.line}:${problem.column}`}>
              <button type="button" className="studio-link" data-pointer={problem.pointer} onClick={() => onSelect(problem)}>
                <code>{problem.code}</code> {problem.message}
                {problem.suggestion ? ` (${problem.suggestion})` : ""}
                <span className="studio-help"> {t("editor.at", { pointer: problem.pointer === "" ? t("editor.document") : problem.pointer, line: problem.line, column: problem.column })}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
