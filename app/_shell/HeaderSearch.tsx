"use client";
/**
 * The header's search field (issue 31 §1): a GET form to `/{lang}/search?q=`, so it works before hydration and
 * without JavaScript. Typing opens the quick search, the ARIA combobox pattern: up to 4 suggestions and "all
 * results" as options of a listbox, Arrow keys move through them (the field keeps focus, aria-activedescendant
 * names the option), Enter opens the chosen one or submits the text, Escape closes the list, then clears the text.
 * How many suggestions there are is announced. The suggestions' code (SWR, the fetch, the list) loads on the first
 * keystroke, not with the page (QuickSearchList.tsx).
 */
import dynamic from "next/dynamic";
import { useEffect, useId, useState, type KeyboardEvent } from "react";
import { keyOutcome, type QuickSearchOption } from "./quickSearchOptions";
import styles from "./HeaderSearch.module.css";

const QuickSearchList = dynamic(() => import("./QuickSearchList"), { ssr: false });

/** Wait this long after the last keystroke before asking (debounce). */
const typingPauseMs = 200;
/** Suggestions start from this many characters. */
const minQueryLength = 2;

export interface HeaderSearchLabels {
  /** The field's name ("Search titles, genres and people"). */
  label: string;
  submit: string;
  /** The listbox's name. */
  suggestions: string;
  /** "See all results for “{{query}}”", with `{{query}}` in it. */
  allResults: string;
  /** Announced when the suggestions arrive: for 0 to 4 of them. */
  counts: readonly string[];
}

export interface HeaderSearchProps {
  locale: "ar" | "en" | "fr";
  /** The results page, `/{lang}/search`. */
  action: string;
  labels: HeaderSearchLabels;
}

export function HeaderSearch({ locale, action, labels }: HeaderSearchProps) {
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState("");
  const [asked, setAsked] = useState("");
  const [open, setOpen] = useState(false);
  const [options, setOptions] = useState<readonly QuickSearchOption[]>([]);
  const [active, setActive] = useState(-1);
  const [announcement, setAnnouncement] = useState("");

  useEffect(() => {
    const wanted = text.trim();
    const timer = window.setTimeout(() => setAsked(wanted.length >= minQueryLength ? wanted : ""), typingPauseMs);
    return () => window.clearTimeout(timer);
  }, [text]);

  const expanded = open && asked !== "" && options.length > 0;
  const activeOption = expanded ? options[active] : undefined;

  function choose(option: QuickSearchOption): void {
    setOpen(false);
    window.location.assign(option.href);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>): void {
    const outcome = keyOutcome(event.key, { active, count: options.length, expanded, text });
    if (outcome === undefined) return;
    event.preventDefault();
    if (outcome.kind === "move") {
      setOpen(true);
      setActive(outcome.active);
    } else if (outcome.kind === "choose" && activeOption) choose(activeOption);
    else if (outcome.kind === "close") {
      setOpen(false);
      setActive(-1);
    } else if (outcome.kind === "clear") setText("");
  }

  return (
    <search>
    <form className={styles.form} action={action} method="get" data-header-search="">
      <label className="visually-hidden" htmlFor={`${id}-q`}>
        {labels.label}
      </label>
      <input
        id={`${id}-q`}
        className={styles.field}
        type="search"
        name="q"
        value={text}
        maxLength={100}
        autoComplete="off"
        enterKeyHint="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeOption ? `${listId}-${active}` : undefined}
        placeholder={labels.submit}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        onFocus={() => setOpen(true)}
      />
      <button type="submit" className={styles.submit}>
        <span aria-hidden="true" className={styles.icon} />
        <span className="visually-hidden">{labels.submit}</span>
      </button>
      {asked === "" ? null : (
        <QuickSearchList
          listId={listId}
          label={labels.suggestions}
          locale={locale}
          text={asked}
          allResultsLabel={labels.allResults.replace("{{query}}", asked)}
          allResultsHref={`${action}?${new URLSearchParams({ q: asked }).toString()}`}
          hidden={!expanded}
          active={active}
          onOptions={(next, count) => {
            setOptions(next);
            setActive((current) => Math.min(current, next.length - 1));
            setAnnouncement(labels.counts[count] ?? "");
          }}
          onChoose={choose}
        />
      )}
      <p className="visually-hidden" aria-live="polite">
        {open ? announcement : ""}
      </p>
    </form>
    </search>
  );
}
