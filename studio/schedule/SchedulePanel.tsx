"use client";
/**
 * Scheduling (publishers): the saved draft goes live at a time and, optionally, at an end time the version it
 * replaced comes back, or another published version takes its place. The management service runs the schedule; the list shows what is pending and lets it be cancelled.
 */
import { useCallback, useEffect, useId, useState, type FormEvent } from "react";
import { z } from "zod";
import { errorMessageOf, manage, screenPath, versionsSchema, type VersionListing } from "@/studio/api/studioApi";
import { useStudioLocale, useStudioT } from "@/studio/i18n/StudioLocaleContext";

const schedulesSchema = z.object({
  schedules: z.array(z.object({ id: z.number(), runAt: z.string(), note: z.string(), state: z.enum(["pending", "fired", "cancelled"]), restores: z.number().nullable(), createdBy: z.string() })),
});
type Scheduled = z.infer<typeof schedulesSchema>["schedules"][number];

interface SchedulePanelProps {
  screenId: string;
  draftId: number | undefined;
  canSchedule: boolean;
  /** Why the draft cannot be scheduled now (problems, unsaved changes), if it cannot. */
  blocked: string | undefined;
}

export function SchedulePanel({ screenId, draftId, canSchedule, blocked }: SchedulePanelProps) {
  const t = useStudioT();
  const locale = useStudioLocale();
  const ids = useId();
  const [list, setList] = useState<Scheduled[] | undefined>(undefined);
  const [message, setMessage] = useState("");
  /** A schedule or a cancellation on its way: its button waits for it. */
  const [busy, setBusy] = useState<"scheduling" | "cancelling" | undefined>(undefined);
  const [versions, setVersions] = useState<VersionListing[]>([]);
  const fetchList = useCallback(
    () =>
      manage("GET", `/schedules?screen=${encodeURIComponent(screenId)}`).then((reply) => {
        const parsed = schedulesSchema.safeParse(reply.body);
        if (reply.status === 200 && parsed.success) setList(parsed.data.schedules);
        else setMessage(t("error.generic", { message: errorMessageOf(reply) }));
      }),
    [screenId, t],
  );

  useEffect(() => {
    fetchList().catch(() => undefined);
  }, [fetchList]);

  // The published versions, any of which may follow the scheduled one at its end.
  useEffect(() => {
    let live = true;
    manage("GET", `${screenPath(screenId)}/versions`).then(
      (reply) => {
        const parsed = versionsSchema.safeParse(reply.body);
        if (live && parsed.success) setVersions(parsed.data.versions);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [screenId]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (draftId === undefined) return;
    const form = new FormData(event.currentTarget);
    const start = String(form.get("start") ?? "");
    const end = String(form.get("end") ?? "");
    const note = String(form.get("note") ?? "").trim();
    const after = Number(form.get("after") ?? "");
    const endSource = Number.isInteger(after) && after > 0 ? { version: after } : "previous";
    const body = {
      screenId,
      at: new Date(start).toISOString(),
      source: { draftId },
      note,
      ...(end === "" ? {} : { end: { at: new Date(end).toISOString(), source: endSource } }),
    };
    setBusy("scheduling");
    try {
      const reply = await manage("POST", "/schedules", body);
      setMessage(reply.status === 201 ? t("schedule.created") : t("error.generic", { message: errorMessageOf(reply) }));
      if (reply.status === 201) await fetchList();
    } finally {
      setBusy(undefined);
    }
  };

  const cancel = async (id: number) => {
    setBusy("cancelling");
    try {
      const reply = await manage("DELETE", `/schedules/${id}`);
      setMessage(reply.status === 200 ? t("schedule.cancelled") : t("error.generic", { message: errorMessageOf(reply) }));
      await fetchList();
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <section aria-labelledby={`${ids}-title`} className="studio-schedule">
      <h2 id={`${ids}-title`}>{t("schedule.title")}</h2>
      <p className="studio-help">{t("schedule.intro")}</p>
      {canSchedule ? (
        <form onSubmit={(event) => void submit(event)} className="studio-form">
          <label htmlFor={`${ids}-start`}>{t("schedule.start")}</label>
          <input id={`${ids}-start`} name="start" type="datetime-local" required />
          <label htmlFor={`${ids}-end`}>{t("schedule.end")}</label>
          <input id={`${ids}-end`} name="end" type="datetime-local" aria-describedby={`${ids}-end-help`} />
          <span id={`${ids}-end-help`} className="studio-help">
            {t("schedule.endHelp")}
          </span>
          <label htmlFor={`${ids}-after`}>{t("schedule.after")}</label>
          <select id={`${ids}-after`} name="after" defaultValue="">
            <option value="">{t("schedule.afterPrevious")}</option>
            {versions.map((version) => (
              <option key={version.version} value={version.version}>
                {t("schedule.afterVersion", { version: version.version, summary: version.summary })}
              </option>
            ))}
          </select>
          <label htmlFor={`${ids}-note`}>{t("schedule.note")}</label>
          <input id={`${ids}-note`} name="note" type="text" required maxLength={500} />
          {blocked !== undefined ? <p className="studio-help">{blocked}</p> : null}
          <button type="submit" className="studio-button studio-primary" disabled={draftId === undefined || blocked !== undefined || busy !== undefined}>
            {busy === "scheduling" ? t("schedule.scheduling") : t("schedule.submit")}
          </button>
        </form>
      ) : (
        <p>{t("schedule.needsRole")}</p>
      )}
      <output className="studio-status">{message}</output>
      <h3>{t("schedule.list")}</h3>
      {list === undefined ? null : list.length === 0 ? (
        <p>{t("schedule.empty")}</p>
      ) : (
        <ul className="studio-schedule-list">
          {list.map((item) => (
            <li key={item.id} data-state={item.state}>
              <strong>{new Date(item.runAt).toLocaleString(locale)}</strong> {item.note} ({t(`schedule.states.${item.state}`)}, {item.createdBy})
              {canSchedule && item.state === "pending" && item.restores === null ? (
                <button type="button" className="studio-button" disabled={busy !== undefined} onClick={() => void cancel(item.id)}>
                  {t("schedule.cancel")}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
