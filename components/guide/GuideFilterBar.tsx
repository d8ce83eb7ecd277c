/**
 * The guide's filters (issue 30 §1): the channels' event types and genres as links, each with how many channels it
 * has, and a link back to every channel. The page drives the filter through its URL, so each link's address comes
 * from the page (`filterHref`), and the chosen one says so (`aria-current`). No client JavaScript.
 */
import type { GuideFilter, GuideFilters } from "@/domain/guide";
import type { Locale } from "@/domain/types";
import { viewerLocales } from "@/domain/viewerLocales";
import { fillTemplate } from "../i18n/fillTemplate";
import { cx } from "../theme/cx";
import styles from "./GuideFilterBar.module.css";
import type { GuideLabels } from "./guideLabels";

/** Which of GuideRequest's narrowings a filter sets. */
export type GuideFilterKind = "eventType" | "genre";

export interface GuideFilterBarProps {
  filters: GuideFilters;
  /** The filters the page's URL has chosen. */
  active?: { eventType?: string; genre?: string };
  /** The page's address with this filter chosen. */
  filterHref: (id: string, kind: GuideFilterKind) => string;
  /** The page's address with no filter. */
  allHref: string;
  labels: GuideLabels["filters"];
  locale: Locale;
  /** Picks the digits Arabic writes the counts with, as for times and prices. */
  country?: string;
  /** Unique on the page: the groups' labels hang from it. */
  id: string;
  className?: string;
}

interface GroupProps {
  kind: GuideFilterKind;
  title: string;
  items: readonly GuideFilter[];
  activeId: string | undefined;
  props: GuideFilterBarProps;
}

function FilterGroup({ kind, title, items, activeId, props }: GroupProps) {
  const labelId = `${props.id}-${kind}`;
  const count = new Intl.NumberFormat(viewerLocales(props));
  return (
    <div className={styles.group}>
      <span id={labelId} className={styles.groupLabel}>
        {title}
      </span>
      <ul className={styles.list} aria-labelledby={labelId}>
        {items.map((item) => (
          <li key={item.id}>
            <a className={styles.link} href={props.filterHref(item.id, kind)} aria-current={item.id === activeId ? "true" : undefined}>
              {fillTemplate(props.labels.option, { title: item.title, count: count.format(item.channelCount) })}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function GuideFilterBar(props: GuideFilterBarProps) {
  const { filters, active, labels, allHref, className } = props;
  const none = active?.eventType === undefined && active?.genre === undefined;
  return (
    <nav className={cx(styles.root, className)} aria-label={labels.label} data-guide="filters">
      <a className={styles.link} href={allHref} aria-current={none ? "true" : undefined}>
        {labels.all}
      </a>
      {filters.eventTypes.length > 0 ? <FilterGroup kind="eventType" title={labels.eventTypes} items={filters.eventTypes} activeId={active?.eventType} props={props} /> : null}
      {filters.genres.length > 0 ? <FilterGroup kind="genre" title={labels.genres} items={filters.genres} activeId={active?.genre} props={props} /> : null}
    </nav>
  );
}
