"use client";
/**
 * Scheduling (publishers): the saved draft goes live at a time and, optionally, at an end time the version it
 * replaced comes back, or another published version takes its place. The management service runs the schedule; the list shows what is pending and lets it be cancelled.
 */
import { useId } from "react";
import { useStudioT } from "@/studio/i18n/StudioLocaleContext";
import { ScheduleForm } from "./ScheduleForm";
import { ScheduleList } from "./ScheduleList";
import { useSchedules } from "./useSchedules";

interface SchedulePanelProps {
  screenId: string;
  draftId: number | undefined;
  canSchedule: boolean;
  /** Why the draft cannot be scheduled now (problems, unsaved changes), if it cannot. */
  blocked: string | undefined;
}

export function SchedulePanel({ screenId, draftId, canSchedule, blocked }: SchedulePanelProps) {
  const t = useStudioT();
  const ids = useId();
  const { list, message, busy, versions, schedule, cancel } = useSchedules(screenId, draftId);
  return (
    <section aria-labelledby={`${ids}-title`} className="studio-schedule">
      <h2 id={`${ids}-title`}>{t("schedule.title")}</h2>
      <p className="studio-help">{t("schedule.intro")}</p>
      {canSchedule ? (
        <ScheduleForm ids={ids} versions={versions} draftId={draftId} blocked={blocked} busy={busy} onSchedule={schedule} />
      ) : (
        <p>{t("schedule.needsRole")}</p>
      )}
      <output className="studio-status">{message}</output>
      <h3>{t("schedule.list")}</h3>
      <ScheduleList list={list} canSchedule={canSchedule} busy={busy} onCancel={cancel} />
    </section>
  );
}
