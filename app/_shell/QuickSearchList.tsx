"use client";
/**
 * The quick search's listbox (HeaderSearch.tsx): the first results for the typed text through SWR (the design
 * card's client data library: one request per text, repeated texts answered from its cache, the previous list kept
 * while the next loads), each request cancelling the one before it. The options go up to the field, which owns the
 * keyboard; a pointer chooses here. Loaded on the first keystroke.
 */
/* oxlint-disable jsx-a11y/prefer-tag-over-role, jsx-a11y/no-noninteractive-element-to-interactive-role -- the WAI-ARIA combobox
   pattern: a listbox of options the field points into with aria-activedescendant; a native select or datalist cannot
   hold a title's picture and line. */
import { useEffect, useMemo, useRef } from "react";
import useSWR from "swr";
import type { Locale } from "@/domain/types";
import { fetchQuickSearch, resultOption, type QuickSearchOption } from "./quickSearchOptions";
import styles from "./HeaderSearch.module.css";

export interface QuickSearchListProps {
  listId: string;
  label: string;
  locale: Locale;
  text: string;
  /** The last option: the results page for the text. */
  allResultsLabel: string;
  allResultsHref: string;
  hidden: boolean;
  active: number;
  /** The options shown (the results, then "all results") and how many results they hold. */
  onOptions: (options: readonly QuickSearchOption[], results: number) => void;
  onChoose: (option: QuickSearchOption) => void;
}

export default function QuickSearchList(props: QuickSearchListProps) {
  const { listId, label, locale, text, allResultsLabel, allResultsHref, hidden, active, onOptions, onChoose } = props;
  const inflight = useRef<AbortController | undefined>(undefined);
  const { data } = useSWR(
    ["quick-search", locale, text],
    ([, lang, query]) => {
      // A newer text's request cancels the older one still on its way.
      inflight.current?.abort();
      const controller = new AbortController();
      inflight.current = controller;
      return fetchQuickSearch(query, lang, controller.signal);
    },
    { keepPreviousData: true, revalidateOnFocus: false, revalidateIfStale: false, shouldRetryOnError: false },
  );
  useEffect(() => () => inflight.current?.abort(), []);
  const options = useMemo(
    () => (data === undefined ? undefined : [...data.map((item) => resultOption(item, locale)), { href: allResultsHref, label: allResultsLabel }]),
    [data, locale, allResultsHref, allResultsLabel],
  );
  const report = useRef(onOptions);
  useEffect(() => {
    report.current = onOptions;
  });
  useEffect(() => {
    if (options !== undefined && data !== undefined) report.current(options, data.length);
  }, [options, data]);
  if (options === undefined) return null;
  return (
    <ul id={listId} role="listbox" aria-label={label} className={styles.list} hidden={hidden} onMouseDown={(event) => event.preventDefault()}>
      {options.map((option, index) => (
        // oxlint-disable-next-line jsx-a11y/click-events-have-key-events -- the combobox's options: the keys are the field's (arrows, Enter), which keeps focus
        <li
          key={option.href}
          id={`${listId}-${index}`}
          role="option"
          aria-selected={index === active}
          className={styles.option}
          onClick={() => onChoose(option)}
        >
          {/* oxlint-disable-next-line nextjs/no-img-element -- a 48px picture from the image service's smallest file; no Next optimizer in between */}
          {option.image ? <img src={option.image} alt="" width={48} height={27} loading="lazy" decoding="async" /> : null}
          <span className={styles.optionText}>
            <span>{option.label}</span>{" "}
            {option.detail ? <span className={styles.detail}>{option.detail}</span> : null}
          </span>
        </li>
      ))}
    </ul>
  );
}
