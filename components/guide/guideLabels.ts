/**
 * The guide's words (locales/{lng}/watch.json, `guide`), translated once on the server and handed to the views as
 * plain strings, so the views and their client parts never load i18next or the locale JSON (issue 27). Templates
 * keep their placeholders (`t(key, { title: "{{title}}" })`, as components/i18n/fillTemplate.ts expects): the views
 * fill them with text or with elements (templateParts.tsx).
 */
import type { Translate } from "../i18n/texts";

export interface GuideLabels {
  /** The grid's accessible name. */
  label: string;
  /** The grid's corner column header, over the channels. */
  channel: string;
  onNow: string;
  /** What stands in for "now" when the guide has a gap there. */
  nowGap: string;
  /** "Next: {{title}} at {{time}}". */
  next: string;
  nextGap: string;
  /** "How far {{title}} has got": the progress bar's accessible name. */
  progressLabel: string;
  /** "{{percent}}% elapsed": the progress bar's spoken value. */
  progressValue: string;
  /** A stretch of a schedule with no programme. */
  gap: string;
  /** A schedule with no programmes at all. */
  empty: string;
  /** "Schedule: {{channel}}". */
  scheduleTitle: string;
  today: string;
  tomorrow: string;
  yesterday: string;
  jumpToNow: string;
  /** A schedule's link to the programme on now from its start, and to an aired one (domain/catchup.ts). */
  startOver: string;
  watchAgain: string;
  /** A channel page's links to the schedule's other days, and their group's name. */
  previousDay: string;
  nextDay: string;
  days: string;
  filters: {
    label: string;
    eventTypes: string;
    genres: string;
    all: string;
    /** "{{title}} ({{count}})". */
    option: string;
  };
}

/** The words of the day relative to today, as LocalTime needs them. */
export type DayWords = Pick<GuideLabels, "today" | "tomorrow" | "yesterday">;

/** Just those three: a client part's props are sent to the browser, so it gets no more words than it shows. */
export function dayWords(labels: GuideLabels): DayWords {
  return { today: labels.today, tomorrow: labels.tomorrow, yesterday: labels.yesterday };
}

/** The guide's labels from a translator that reads the `watch` namespace (the renderer's `ui.t`, or a test's). */
export function guideLabels(t: Translate): GuideLabels {
  const key = (name: string, params?: Record<string, string>) => t(`guide.${name}`, params);
  const keep = (...names: string[]) => Object.fromEntries(names.map((name) => [name, `{{${name}}}`]));
  return {
    label: key("label"),
    channel: key("channel"),
    onNow: key("onNow"),
    nowGap: key("nowGap"),
    next: key("next", keep("title", "time")),
    nextGap: key("nextGap"),
    progressLabel: key("progressLabel", keep("title")),
    progressValue: key("progressValue", keep("percent")),
    gap: key("gap"),
    empty: key("empty"),
    scheduleTitle: key("scheduleTitle", keep("channel")),
    today: key("today"),
    tomorrow: key("tomorrow"),
    yesterday: key("yesterday"),
    jumpToNow: key("jumpToNow"),
    startOver: t("catchup.startOver"),
    watchAgain: t("catchup.watchAgain"),
    previousDay: t("catchup.previousDay"),
    nextDay: t("catchup.nextDay"),
    days: t("catchup.days"),
    filters: {
      label: key("filters.label"),
      eventTypes: key("filters.eventTypes"),
      genres: key("filters.genres"),
      all: key("filters.all"),
      option: key("filters.option", keep("title", "count")),
    },
  };
}
