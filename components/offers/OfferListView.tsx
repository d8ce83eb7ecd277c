/**
 * The `offer-list` block (components/offers/offerChoice.ts): the special offers for this viewer, primary ones marked,
 * each with its package, its first period's price against the usual one and its last day, linking to its page; or
 * one offer in full on `/hub/offer/{offerParam}` with the way on that the service's verdict allows: pay at the offer's
 * price, sign in first (`/hub/offerValidation/{offerParam}` asks for it and comes back), or why not and the packages
 * instead. Server-rendered; no script.
 */
import type { OfferListBlock } from "@/screens-schema/generated/types";
import { lastOfferDay } from "@/domain/subscription/offers";
import { formatMoney } from "@/domain/subscription/money";
import { VisuallyHidden } from "../a11y/VisuallyHidden";
import { ActionLink } from "../actions/actionStyles";
import type { BlockViewProps, UiContext } from "../ui-context";
import { offerPaymentPath, type OfferCard, type OfferChoice } from "./offerChoice";
import styles from "./offers.module.css";
import { viewerLocales } from "@/domain/viewerLocales";

function OfferFacts({ card, country, ui }: { card: OfferCard; country: string; ui: UiContext }) {
  const { offer } = card;
  const lastDay = new Intl.DateTimeFormat(viewerLocales({ locale: ui.locale, country }), { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(lastOfferDay(offer));
  return (
    <>
      {offer.primary ? <p className={styles.badge}>{ui.t("offers.featured")}</p> : null}
      <p className={styles.package}>{card.packageName}</p>
      <p className={styles.price}>
        {ui.t(`offers.price.${offer.period}`, { price: formatMoney(offer.price, ui.locale, country), regular: formatMoney(offer.regularPrice, ui.locale, country) })}
      </p>
      <p className={styles.until}>{ui.t("offers.until", { date: lastDay })}</p>
    </>
  );
}

function OfferItem({ card, country, block, ui }: { card: OfferCard; country: string; block: OfferListBlock; ui: UiContext }) {
  const headingId = `${block.id}-${card.offer.id}`;
  return (
    <li className={card.offer.primary ? `${styles.card} ${styles.primary}` : styles.card} aria-labelledby={headingId}>
      <h3 className={styles.title} id={headingId}>
        {card.offer.title}
      </h3>
      <OfferFacts card={card} country={country} ui={ui} />
      {card.verdict === "eligible" || card.verdict === "sign-in" ? null : <p className={styles.note}>{ui.t(`offers.verdict.${card.verdict}`)}</p>}
      <ActionLink variant="secondary" className={styles.more} href={ui.href(`/hub/offer/${card.offer.id}`)}>
        {ui.t("offers.more")} <VisuallyHidden>{card.offer.title}</VisuallyHidden>
      </ActionLink>
    </li>
  );
}

/** The way on from one offer's page, as the service's verdict allows. */
function OfferAction({ card, block, ui }: { card: OfferCard; block: OfferListBlock; ui: UiContext }) {
  if (card.verdict === "eligible") {
    return (
      <ActionLink variant="primary" href={ui.href(offerPaymentPath(card.offer))}>
        {ui.t("offers.take")}
      </ActionLink>
    );
  }
  if (card.verdict === "sign-in") {
    return (
      <ActionLink variant="primary" href={ui.href(`/hub/offerValidation/${card.offer.id}`)}>
        {ui.t("offers.signIn")}
      </ActionLink>
    );
  }
  return (
    <>
      <p className={styles.note}>{ui.t(`offers.verdict.${card.verdict}`)}</p>
      <ActionLink variant="secondary" href={ui.href(block.packagesLink?.to ?? "/promo")}>
        {ui.t("offers.packages")}
      </ActionLink>
    </>
  );
}

function OneOffer({ block, ui, choice }: { block: OfferListBlock; ui: UiContext; choice: Extract<OfferChoice, { kind: "one" }> }) {
  const card = choice.offer;
  if (card === undefined) {
    return (
      <div className={styles.one}>
        <p className={styles.note}>{ui.t("offers.unknown")}</p>
        <a className={styles.link} href={ui.href("/hub/offers")}>
          {ui.t("offers.all")}
        </a>
      </div>
    );
  }
  const headingId = `${block.id}-title`;
  return (
    <section className={styles.one} aria-labelledby={headingId}>
      <h2 className={styles.title} id={headingId}>
        {card.offer.title}
      </h2>
      <OfferFacts card={card} country={choice.country} ui={ui} />
      <p className={styles.description}>{card.packageDescription}</p>
      <div className={styles.actions}>
        <OfferAction card={card} block={block} ui={ui} />
      </div>
    </section>
  );
}

export function OfferListView({ block, rootProps, ui, offers: choice }: BlockViewProps<OfferListBlock>) {
  if (!choice) return null;
  if (choice.kind === "one") {
    return (
      <div {...rootProps} className={styles.list}>
        <OneOffer block={block} ui={ui} choice={choice} />
      </div>
    );
  }
  const headingId = `${block.id}-heading`;
  return (
    <section {...rootProps} className={styles.list} aria-labelledby={headingId}>
      <h2 className={styles.heading} id={headingId}>
        {block.heading ? ui.text(block.heading) : ui.t("offers.heading")}
      </h2>
      {choice.offers.length === 0 ? (
        <p className={styles.description}>
          {ui.t("offers.none")}{" "}
          <a className={styles.link} href={ui.href(block.packagesLink?.to ?? "/promo")}>
            {ui.t("offers.packages")}
          </a>
        </p>
      ) : (
        <ul className={styles.cards}>
          {choice.offers.map((card) => (
            <OfferItem key={card.offer.id} card={card} country={choice.country} block={block} ui={ui} />
          ))}
        </ul>
      )}
    </section>
  );
}
