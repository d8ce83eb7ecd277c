/**
 * Onboarding (issue 31 §4): a new account's profile, and every new profile, picks genres it likes and then titles
 * from them, which join its My List; once per profile (`requiresOnboarding`), skippable, behind the app
 * configuration's onboarding journey flag (spec 3).
 */

import type { ContentItem } from "./types";

/** A genre of the catalogue, named in the viewer's language. */
export interface Genre {
  id: string;
  title: string;
}

/** The session's profile's journey: still ahead or not, and the genres it picked so far. */
export interface OnboardingState {
  requiresOnboarding: boolean;
  genres: string[];
}

/** Where onboarding starts (its route row; the layout names the step after it). */
export const onboardingPath = "/hub/onboarding";

/** How many genres and titles one journey picks at most: what the onboarding-picks block offers at most. */
export const onboardingLimits = { genres: 20, titles: 48 } as const;

/** What a step of onboarding offers the profile: genres (those it picked before ticked), or titles from them. */
export type OnboardingChoices = { step: "genres"; genres: Genre[]; picked: string[] } | { step: "titles"; titles: ContentItem[] };
