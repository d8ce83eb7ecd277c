/**
 * A step of onboarding (issue 31 §4, `/hub/onboarding` and `/hub/onboarding/shows`): the heading, and the choices the
 * server resolved for the signed-in profile, ticked in the browser (OnboardingPicker). Genres by name; titles by
 * poster and name. Personal: the page is rendered per request; whose picks these are is the session's profile's.
 */
import type { OnboardingChoices } from "@/domain/onboarding";
import type { OnboardingPicksBlock } from "@/screens-schema/types";
import { OnboardingPicker } from "@/components/clientParts";
import { imageSources } from "../image/imageSources";
import type { BlockViewProps } from "../ui-context";
import type { OnboardingChoice } from "./OnboardingPicker";
import { OnboardingSection } from "./OnboardingPicksView.styles";

function choicesOf(onboarding: OnboardingChoices): OnboardingChoice[] {
  if (onboarding.step === "genres") return onboarding.genres.map((genre) => ({ id: genre.id, label: genre.title }));
  return onboarding.titles.map((item) => {
    const image = imageSources(item.images.poster, "poster");
    return { id: item.id, label: item.title, ...(image ? { image } : {}) };
  });
}

export function OnboardingPicksView({ block, rootProps, ui, onboarding }: BlockViewProps<OnboardingPicksBlock>) {
  if (!onboarding) return null;
  const headingId = `${block.id}-title`;
  const Heading = block.headingLevel === 1 ? "h1" : "h2";
  const step = onboarding.step;
  const t = (key: string) => ui.t(`onboarding.${step}.${key}`);
  const words = {
    legend: t("legend"),
    count: ui.t("onboarding.count", { number: "{{count}}" }),
    continue: t("continue"),
    skip: ui.t("onboarding.skip"),
    pickOne: ui.t("onboarding.pickOne"),
    failed: ui.t("onboarding.failed"),
    busy: ui.t("onboarding.busy"),
  };
  return (
    <OnboardingSection {...rootProps} aria-labelledby={headingId}>
      <Heading className="onboarding__title" id={headingId}>
        {block.title ? ui.text(block.title) : t("title")}
      </Heading>
      <OnboardingPicker
        step={step}
        choices={choicesOf(onboarding)}
        picked={step === "genres" ? onboarding.picked : []}
        words={words}
        nextHref={ui.href(block.next)}
        skipHref={ui.href("/")}
      />
    </OnboardingSection>
  );
}
