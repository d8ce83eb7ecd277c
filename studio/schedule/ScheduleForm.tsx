"use client";
/** The form that schedules the saved draft: start, optional end and what follows it then, and a note. */
import type { VersionListing } from "@/studio/api/studioApi";
import { useStudioT } from "@/studio/i18n/StudioLocaleContext";

interface ScheduleFormProps {
  /** The panel's id prefix. */
  ids: string;
  /** The published versions that may follow the scheduled one at its end. */
  versions: readonly VersionListing[];
  draftId: number | undefined;
  /** Why the draft cannot be scheduled now, if it cannot. */
  blocked: string | undefined;
  busy: "scheduling" | "cancelling" | undefined;
  onSchedule(form: FormData): Promise<void>;
}

export function ScheduleForm({ ids, versions, draftId, blocked, busy, onSchedule }: ScheduleFormProps) {
  const t = useStudioT();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void onSchedule(new FormData(event.currentTarget));
      }}
      className="studio-form"
    >
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
  );
}
