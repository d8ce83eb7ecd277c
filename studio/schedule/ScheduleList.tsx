"use client";
/** The screen's schedules, each with its time, note, state and author; a pending one can be cancelled. */
import { useStudioLocale, useStudioT } from "@/studio/i18n/StudioLocaleContext";
import type { Scheduled } from "./useSchedules";

interface ScheduleListProps {
  /** Undefined until loaded: nothing is shown yet. */
  list: readonly Scheduled[] | undefined;
  canSchedule: boolean;
  busy: "scheduling" | "cancelling" | undefined;
  onCancel(id: number): Promise<void>;
}

export function ScheduleList({ list, canSchedule, busy, onCancel }: ScheduleListProps) {
  const t = useStudioT();
  const locale = useStudioLocale();
  if (list === undefined) return null;
  if (list.length === 0) return <p>{t("schedule.empty")}</p>;
  return (
    <ul className="studio-schedule-list">
      {list.map((item) => (
        <li key={item.id} data-state={item.state}>
          <strong>{new Date(item.runAt).toLocaleString(locale)}</strong> {item.note} ({t(`schedule.states.${item.state}`)}, {item.createdBy})
          {canSchedule && item.state === "pending" && item.restores === null ? (
            <button type="button" className="studio-button" disabled={busy !== undefined} onClick={() => void onCancel(item.id)}>
              {t("schedule.cancel")}
            </button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
