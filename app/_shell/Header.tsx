/**
 * The app header: the logo, the menu from the service config (desktop and mobile variants; the kids menu
 * for kid profiles), the search field (HeaderSearch.tsx), the account links and the language switch. From the medium breakpoint (spec 9, 1024 px)
 * they sit in the bar; below it a menu button opens a drawer with the mobile menu, the account links and the
 * languages (issue 10). A server component; the language switch and the menu button hydrate. The menu and
 * account links show in the bar and in the drawer, a client component styled by a CSS module (the browser never
 * downloads the styled-components runtime, issue 27): their look is Header.module.css's, written once for both.
 */
import { styled } from "styled-components";
import { getServices, type CallContext } from "@/app/_server/services";
import { localizedHref } from "@/components/ui-context";
import { minWidth } from "@/components/tokens";
import { perLocale, type Locale, type RenderContext } from "@/domain/types";
import { translator } from "@/locales/serverI18n";
import { loadMenu, menuFor, type MenuItem } from "@/renderer";
import { SignOutButton } from "@/components/session/SignOutButton";
import { LanguageSwitch } from "./LanguageSwitch";
import styles from "./Header.module.css";
import { HeaderSearch } from "./HeaderSearch";
import { MenuDrawer } from "./MenuDrawer";

const Bar = styled.header`
  position: sticky;
  inset-block-start: 0;
  z-index: 10;
  display: flex;
  align-items: center;
  gap: 1.5rem;
  padding-block: 0.75rem;
  padding-inline: clamp(1rem, 4vw, 3rem);
  background: linear-gradient(to bottom, var(--color-bg), color-mix(in srgb, var(--color-bg) 85%, transparent));
  backdrop-filter: blur(8px);

  .menu-button {
    display: inline-flex;
    align-items: center;
    gap: 0.5rem;
    margin-inline-start: auto;
    min-block-size: 44px;
    padding-inline: 0.75rem;
    border: 1px solid color-mix(in srgb, var(--color-text) 35%, transparent);
    border-radius: var(--radius-sm, 6px);
    background: none;
    color: var(--color-text);
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }

  .menu-button:focus-visible {
    outline: 3px solid var(--color-focus);
  }

  .menu-button__icon {
    inline-size: 1.125rem;
    block-size: 2px;
    background: currentColor;
    box-shadow: 0 -6px currentColor, 0 6px currentColor;
  }

  [data-account],
  .header__languages,
  .header__search {
    display: none;
  }

  ${minWidth("medium")} {
    .menu-button {
      display: none;
    }

    [data-account] {
      display: flex;
    }

    .header__languages,
    .header__search {
      display: block;
    }
  }
`;

const Logo = styled.a`
  font-size: 1.5rem;
  font-weight: 800;
  color: var(--color-accent);
  text-decoration: none;
`;

const Nav = styled.nav`
  display: none;
  flex: 1;
  overflow-x: auto;

  ${minWidth("medium")} {
    display: block;
  }

  /* In a row here; the list's and links' own look is Header.module.css's, shared with the drawer. */
  ul {
    gap: 1rem;
    white-space: nowrap;
  }
`;

const SkipLink = styled.a`
  position: absolute;
  inset-inline-start: 1rem;
  inset-block-start: -3rem;
  padding: 0.5rem 1rem;
  background: var(--color-surface-raised);
  color: var(--color-text);

  &:focus {
    inset-block-start: 0.5rem;
  }
`;

/** Keyed by user type only: cached pages are shared by a whole segment, so nothing personal goes here. */
function AccountLinks({ locale, ctx, t }: { locale: Locale; ctx: RenderContext; t: (key: string) => string }) {
  const signedIn = ctx.userType !== "anonymous";
  return (
    <nav className={styles.account} aria-label={t("account.menu")} data-account={signedIn ? "signed-in" : "anonymous"}>
      {signedIn ? (
        <>
          <a className={styles.link} href={localizedHref(locale, "/hub/settings")}>{t("account.account")}</a>
          <SignOutButton locale={locale} label={t("account.signOut")} className={styles.link} />
        </>
      ) : (
        <a className={styles.link} href={localizedHref(locale, "/hub/login")}>{t("account.signIn")}</a>
      )}
    </nav>
  );
}

function MenuLinks({ items, locale, variant }: { items: MenuItem[]; locale: Locale; variant: "desktop" | "mobile" }) {
  return (
    <ul className={styles.menuList}>
      {items
        .filter((item) => item.menuPlatform === "all" || item.menuPlatform === variant)
        .map((item) => (
          <li key={item.id}>
            <a className={styles.link} href={localizedHref(locale, item.path)}>{item.title[locale]}</a>
          </li>
        ))}
    </ul>
  );
}

export async function Header({ locale, ctx, call }: { locale: Locale; ctx: RenderContext; call: CallContext }) {
  const t = translator(locale, "common");
  const menu = menuFor(await loadMenu(getServices().appgrid, call), ctx);
  const names = perLocale((l) => t(`languages.${l}`));
  const switchLabels = perLocale((l) => t("header.switchTo", { language: names[l] }));
  const languages = <LanguageSwitch current={locale} label={t("header.language")} names={names} switchLabels={switchLabels} />;
  const searchLabels = {
    label: t("header.searchLabel"),
    submit: t("header.searchSubmit"),
    suggestions: t("header.suggestions"),
    allResults: t("header.allResults", { query: "{{query}}" }),
    counts: [0, 1, 2, 3, 4].map((count) => t("header.suggestionCount", { count })),
  };
  const search = <HeaderSearch locale={locale} action={localizedHref(locale, "/search")} labels={searchLabels} />;
  return (
    <Bar className="app-header">
      <SkipLink href="#content">{t("header.skipToContent")}</SkipLink>
      <Logo href={localizedHref(locale, "/")} aria-label={t("header.home")}>
        {t("app.name")}
      </Logo>
      <Nav aria-label={t("header.mainMenu")} data-menu="desktop">
        <MenuLinks items={menu} locale={locale} variant="desktop" />
      </Nav>
      <div className="header__search">{search}</div>
      <AccountLinks locale={locale} ctx={ctx} t={t} />
      <div className="header__languages">{languages}</div>
      <MenuDrawer label={t("header.menu")} title={t("header.mainMenu")} closeLabel={t("header.closeMenu")}>
        <div data-drawer-search="">{search}</div>
        <nav aria-label={t("header.mainMenu")} data-menu="mobile">
          <MenuLinks items={menu} locale={locale} variant="mobile" />
        </nav>
        <AccountLinks locale={locale} ctx={ctx} t={t} />
        <div data-drawer-languages="">{languages}</div>
      </MenuDrawer>
    </Bar>
  );
}
