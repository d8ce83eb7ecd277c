"use client";
/**
 * QA's validate page (issue 17): paste or upload layout documents, or take every published screen, and get the
 * validate CLI's report (the same checks, messages, pointers and line:column), with a link into the editor.
 */
import { useId, useState, type ChangeEvent } from "react";
import { z } from "zod";
import { checkDocument, type FileReport } from "@/screens-schema/cli/check-document";
import { errorMessageOf, manage, publishedScreenSchema, screenListSchema, screenPath } from "@/studio/api/studioApi";
import { useStudioT } from "@/studio/i18n/StudioLocaleContext";

interface Checked extends FileReport {
  /** The screen to open in the editor, when the document names one. */
  screenId?: string;
}

const idOf = z.object({ id: z.string() });

function check(label: string, text: string): Checked {
  const report = checkDocument({ label, text });
  try {
    const parsed = idOf.safeParse(JSON.parse(text));
    return parsed.success ? { ...report, screenId: parsed.data.id } : report;
  } catch {
    return report;
  }
}

export function ValidatePage() {
  const t = useStudioT();
  const ids = useId();
  const [text, setText] = useState("");
  const [reports, setReports] = useState<Checked[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    setError(undefined);
    try {
      setReports(await Promise.all(files.map(async (file) => check(file.name, await file.text()))));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  };

  const published = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const listing = await manage("GET", "/screens");
      const parsed = screenListSchema.safeParse(listing.body);
      if (listing.status !== 200 || !parsed.success) {
        setError(errorMessageOf(listing));
        return;
      }
      const checked: Checked[] = [];
      for (const screen of parsed.data.screens.filter((item) => item.version > 0)) {
        const reply = await manage("GET", screenPath(screen.screenId));
        const current = publishedScreenSchema.safeParse(reply.body);
        if (reply.status === 200 && current.success) checked.push({ ...check(screen.screenId, `${JSON.stringify(current.data.document, null, 2)}\n`), screenId: screen.screenId });
        // A screen that could not be read is said, not silently left out of the report.
        else setError(errorMessageOf(reply));
      }
      setReports(checked);
    } finally {
      setBusy(false);
    }
  };

  const invalid = reports.filter((report) => !report.valid).length;
  return (
    <>
      <p>{t("validate.intro")}</p>
      <div className="studio-form">
        <label htmlFor={`${ids}-text`}>{t("validate.paste")}</label>
        <textarea id={`${ids}-text`} dir="ltr" rows={10} value={text} onChange={(event) => setText(event.target.value)} className="studio-textarea" />
        <div className="studio-toolbar">
          <button type="button" className="studio-button studio-primary" disabled={text.trim() === ""} onClick={() => setReports([check(t("validate.pasted"), text)])}>
            {t("validate.check")}
          </button>
          <label className="studio-inline">
            {t("validate.upload")}
            <input type="file" accept="application/json,.json" multiple onChange={(event) => void upload(event)} />
          </label>
          <button type="button" className="studio-button" disabled={busy} onClick={() => void published()}>
            {t("validate.published")}
          </button>
        </div>
      </div>
      {error !== undefined ? <p className="studio-error">{t("error.generic", { message: error })}</p> : null}
      <output className="studio-status">{reports.length === 0 ? "" : t("validate.summary", { count: reports.length, invalid })}</output>
      <ul className="studio-reports">
        {reports.map((report) => (
          <li key={report.file} data-valid={report.valid}>
            <p>
              <strong>{report.valid ? t("validate.ok") : t("validate.fail")}</strong> <span dir="ltr">{report.file}</span>
              {report.screenId !== undefined ? (
                <>
                  {" "}
                  <a href={`/studio/edit?screen=${encodeURIComponent(report.screenId)}`}>{t("validate.open", { screen: report.screenId })}</a>
                </>
              ) : null}
            </p>
            {report.problems.length > 0 ? (
              <ul>
                {report.problems.map((problem) => (
                  <li key={`${problem.pointer}:${problem.code}:${problem.line}:${problem.column}`}>
                    <code>{problem.code}</code> {problem.message}
                    {problem.suggestion ? ` (${problem.suggestion})` : ""}{" "}
                    <span className="studio-help">{t("editor.at", { pointer: problem.pointer === "" ? t("editor.document") : problem.pointer, line: problem.line, column: problem.column })}</span>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}
