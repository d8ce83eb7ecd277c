"use client";
/**
 * Onboarding's choices in the browser (issue 31 §4): ticked boxes in a fieldset, the count announced as it changes.
 * Continuing posts the picks to the app (/api/playback/onboarding, where the session's profile decides whose they
 * are) and goes on to `nextHref`: the genres step keeps the genres (one at least), the titles step puts the titles on
 * My List and ends the journey. Skipping ends it with nothing picked and goes home. A refusal is told, nothing lost.
 */
import { useState, type FormEvent } from "react";
import { actionClass } from "../actions/actionStyles";
import { requestJson } from "../api/appApi";
import { navigateTo } from "../form/navigate";
import { useHydrated } from "../useHydrated";
import type { ImageSources } from "../image/imageSources";

export interface OnboardingChoice {
  id: string;
  label: string;
  image?: ImageSources;
}

type Words = Record<"legend" | "count" | "continue" | "skip" | "pickOne" | "failed" | "busy", string>;

export interface OnboardingPickerProps {
  step: "genres" | "titles";
  choices: OnboardingChoice[];
  picked: string[];
  words: Words;
  nextHref: string;
  skipHref: string;
}

export function OnboardingPicker({ step, choices, picked, words, nextHref, skipHref }: OnboardingPickerProps) {
  const [chosen, setChosen] = useState<readonly string[]>(picked);
  const [busy, setBusy] = useState(false);
  // Until the page runs, a press would do nothing: the buttons say so by being disabled (a test saw a skip lost).
  const ready = useHydrated();
  const [problem, setProblem] = useState<string | undefined>(undefined);

  const toggle = (id: string, on: boolean) => setChosen((current) => (on ? [...current, id] : current.filter((other) => other !== id)));
  const send = async (body: unknown, href: string) => {
    setBusy(true);
    setProblem(undefined);
    const reply = await requestJson("/api/playback/onboarding", { method: "POST", body }).catch(() => undefined);
    if (reply?.ok) {
      navigateTo(href);
      return;
    }
    setBusy(false);
    setProblem(words.failed);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step === "genres" && chosen.length === 0) {
      setProblem(words.pickOne);
      return;
    }
    void send(step === "genres" ? { step: "genres", genres: chosen } : { step: "finish", titles: chosen }, nextHref);
  };

  return (
    <form onSubmit={submit} aria-busy={busy}>
      <fieldset className="onboarding__choices" data-step={step}>
        <legend className="onboarding__count">{words.legend}</legend>
        {choices.map((choice) => (
          <label key={choice.id} className="onboarding__choice">
            <input type="checkbox" name={step} value={choice.id} checked={chosen.includes(choice.id)} onChange={(event) => toggle(choice.id, event.target.checked)} />
            {choice.image ? (
              // oxlint-disable-next-line nextjs/no-img-element -- the image service's own sizes, as tiles use them
              <img src={choice.image.src} srcSet={choice.image.srcSet} sizes="(min-width: 768px) 12rem, 40vw" width={choice.image.width} height={choice.image.height} alt="" loading="lazy" decoding="async" />
            ) : null}
            <span>{choice.label}</span>
          </label>
        ))}
      </fieldset>
      <p className="onboarding__count" aria-live="polite">
        {words.count.replace("{{count}}", String(chosen.length))}
      </p>
      {problem ? <p role="alert">{problem}</p> : null}
      <div className="onboarding__actions">
        <button type="submit" className={actionClass("primary")} disabled={busy || !ready}>
          {busy ? words.busy : words.continue}
        </button>
        <button type="button" className={actionClass("secondary")} disabled={busy || !ready} onClick={() => void send({ step: "finish", titles: [] }, skipHref)}>
          {words.skip}
        </button>
      </div>
    </form>
  );
}
