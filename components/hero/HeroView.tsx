import type { HeroBlock } from "@/screens-schema/types";
import { carouselSlides } from "../tokens";
import type { BlockViewProps } from "../ui-context";
import { HeroController } from "./HeroController";
import { HeroSlide } from "./HeroSlide";
import styles from "./HeroView.module.css";

export const defaultHeroLimit = 5;
export const defaultHeroIntervalMs = 6000;

/** Server part of the hero carousel: all slides' markup; HeroController adds the behaviour. */
export function HeroView({ block, rootProps, ui, items }: BlockViewProps<HeroBlock>) {
  const list = (items ?? []).slice(0, block.limit ?? defaultHeroLimit);
  if (list.length === 0) return null;
  const preset = block.preset ?? "home-hero";
  const perView = preset === "landing-hero" ? carouselSlides.landingHero : carouselSlides.homeHero;
  const count = list.length;
  return (
    <section {...rootProps} className={styles.root} aria-roledescription="carousel" aria-label={ui.t("hero.label")} data-preset={preset}>
      <HeroController
        slides={list.map((item, i) => (
          <HeroSlide key={item.id} item={item} ui={ui} first={i === 0} perView={perView} />
        ))}
        perView={perView}
        autoplay={block.autoplay ?? true}
        intervalMs={block.intervalMs ?? defaultHeroIntervalMs}
        dir={ui.dir}
        labels={{
          previous: ui.t("hero.previous"),
          next: ui.t("hero.next"),
          goTo: list.map((_, i) => ui.t("hero.goTo", { index: i + 1 })),
          slides: list.map((_, i) => ui.t("hero.slideLabel", { index: i + 1, count })),
          pause: ui.t("hero.pause"),
          play: ui.t("hero.play"),
        }}
      />
    </section>
  );
}
