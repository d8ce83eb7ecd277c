"use client";
import { useId } from "react";
import { useStudioT } from "@/studio/i18n/StudioLocaleContext";
import type { DraftProblem } from "./checkDraft";
import type { LayoutWarning } from "./layoutWarnings";

interface ProblemListProps {
  problems: readonly DraftProblem[];
  /** Pointed out, never blocking. */
  warnings: readonly LayoutWarning[];
  onSelect(problem: Pick<DraftProblem, "pointer" | "line" | "column">): void;
}

/** The draft's problems, worded as the validate CLI words them, then its warnings; choosing one goes to its place. */
export function ProblemList({ problems, warnings, onSelect }: ProblemListProps) {
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
      {warnings.length > 0 ? (
        <>
          <h3>{t("editor.warnings")}</h3>
          <p>{t("editor.warningCount", { count: warnings.length })}</p>
          <ul className="studio-warnings">
            {warnings.map((warning) => (
              <li key={`${warning.pointer}:${warning.code}`}>
                <button type="button" className="studio-link" data-pointer={warning.pointer} onClick={() => onSelect(warning)}>
                  <code>{warning.code}</code> {warning.message}
                  <span className="studio-help"> {t("editor.at", { pointer: warning.pointer, line: warning.line, column: warning.column })}</span>
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
