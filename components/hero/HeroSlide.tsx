import type { ContentItem } from "@/domain/types";
import { ActionLink } from "../actions/actionStyles";
import { Badge, defaultBadgeLabel, itemBadges } from "../badge/Badge";
import { imageSources } from "../image/imageSources";
import { cx } from "../theme/cx";
import { breakpoints } from "../tokens";
import type { UiContext } from "../ui-context";
import styles from "./HeroView.module.css";

export interface HeroSlideProps {
  item: ContentItem;
  ui: UiContext;
  /** The first slide is the page's largest image: load it eagerly and first. */
  first: boolean;
  perView: number;
}

export function HeroSlide({ item, ui, first, perView }: HeroSlideProps) {
  // Several slides at once (landing hero) are narrow: they show the 16:9 landscape crop, not the wide hero crop.
  const image = perView > 1 ? imageSources(item.images.landscape, "landscape") : imageSources(item.images.hero, "hero");
  const meta = [...item.genres.slice(0, 3), ...(item.year === undefined ? [] : [String(item.year)])].join(" · ");
  const badges = itemBadges(item);
  const cta = item.comingSoon ? "moreInfo" : "watchNow";
  return (
    <article className={cx(styles.slide, perView > 1 && styles.narrow)}>
      {image ? (
        // oxlint-disable-next-line nextjs/no-img-element -- srcset comes from the image service's own sizes; no Next optimizer in between
        <img
          src={image.src}
          srcSet={image.srcSet}
          sizes={image.srcSet ? `(min-width: ${breakpoints.small}px) ${Math.round(100 / perView)}vw, 100vw` : undefined}
          width={image.width}
          height={image.height}
          // The slide prints its title beside the picture: the picture is decoration.
          alt=""
          loading={first ? "eager" : "lazy"}
          fetchPriority={first ? "high" : "auto"}
          decoding="async"
        />
      ) : null}
      <div className={styles.body}>
        {badges.length > 0 ? (
          <div className={styles.badges}>
            {badges.map((variant) => (
              <Badge key={variant} variant={variant} label={defaultBadgeLabel(variant, ui)} />
            ))}
          </div>
        ) : null}
        <h2 className={styles.title}>{item.title}</h2>
        {meta ? <p className={styles.meta}>{meta}</p> : null}
        <ActionLink href={ui.href(item.href)} variant="primary" aria-label={ui.t(`hero.${cta}Label`, { title: item.title })}>
          {ui.t(`hero.${cta}`)}
        </ActionLink>
      </div>
    </article>
  );
}
