"use client";
/** The audit log: every write through the management API, newest first, with who, when, which screen and version. */
import { StudioTable } from "@/studio/shell/StudioTable";
import { useEffect, useState } from "react";
import { z } from "zod";
import { errorMessageOf, manage } from "@/studio/api/studioApi";
import { useStudioLocale, useStudioT } from "@/studio/i18n/StudioLocaleContext";

const auditSchema = z.object({
  entries: z.array(z.object({ id: z.number(), at: z.string(), actor: z.string(), action: z.string(), screenId: z.string().nullable(), version: z.number().nullable(), summary: z.string() })),
});
type Entry = z.infer<typeof auditSchema>["entries"][number];

export function AuditLog() {
  const t = useStudioT();
  const locale = useStudioLocale();
  const [entries, setEntries] = useState<Entry[] | undefined>(undefined);
  const [error, setError] = useState<string | undefined>(undefined);
  const [screen, setScreen] = useState("");

  useEffect(() => {
    // A newer filter calls the older request off; its `aborted` reply is nobody's error.
    const superseded = new AbortController();
    const query = screen.trim() === "" ? "" : `&screen=${encodeURIComponent(screen.trim())}`;
    const timer = setTimeout(() => {
      void manage("GET", `/audit?limit=300${query}`, undefined, { signal: superseded.signal }).then((reply) => {
        if (superseded.signal.aborted) return;
        const parsed = auditSchema.safeParse(reply.body);
        if (reply.status === 200 && parsed.success) setEntries(parsed.data.entries);
        else setError(errorMessageOf(reply));
      });
    }, 200);
    return () => {
      superseded.abort();
      clearTimeout(timer);
    };
  }, [screen]);

  if (error !== undefined) return <p className="studio-error">{t("error.generic", { message: error })}</p>;
  return (
    <>
      <search className="studio-toolbar">
        <label className="studio-inline">
          {t("audit.screen")}
          <input type="search" dir="ltr" value={screen} onChange={(event) => setScreen(event.target.value)} />
        </label>
      </search>
      {entries === undefined ? (
        <p aria-busy="true">…</p>
      ) : entries.length === 0 ? (
        <p>{t("audit.empty")}</p>
      ) : (
        <StudioTable
          label={t("audit.title")}
          rows={entries}
          rowKey={(entry) => entry.id}
          rowData={(entry) => ({ "data-action": entry.action })}
          columns={[
            { header: t("audit.when"), renderCell: (entry) => new Date(entry.at).toLocaleString(locale) },
            { header: t("audit.who"), ltr: true, renderCell: (entry) => entry.actor },
            { header: t("audit.action"), renderCell: (entry) => entry.action },
            { header: t("audit.screen"), ltr: true, renderCell: (entry) => entry.screenId ?? "" },
            { header: t("audit.version"), renderCell: (entry) => entry.version ?? "" },
            { header: t("audit.summary"), renderCell: (entry) => entry.summary },
          ]}
        />
      )}
    </>
  );
}
