/**
 * The app header: the logo, the menu from the service config (desktop and mobile variants; the kids menu
 * for kid profiles) and the language switch. A server component; only the language switch hydrates.
 */
import { styled } from "styled-components";
import { getServices, type CallContext } from "@/app/_server/services";
import { localizedHref } from "@/components/ui-context";
import { minWidth } from "@/components/tokens";
import { perLocale, type Locale, type RenderContext } from "@/domain/types";
import { translator } from "@/renderer/i18n/serverI18n";
import { loadMenu, menuFor, type MenuItem } from "@/renderer/menu";
import { SignOutButton } from "@/components/session/SignOutButton";
import { LanguageSwitch } from "./LanguageSwitch";

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
`;

const Logo = styled.a`
  font-size: 1.5rem;
  font-weight: 800;
  color: var(--color-accent);
  text-decoration: none;
`;

const Nav = styled.nav<{ $variant: "desktop" | "mobile" }>`
  display: ${(p) => (p.$variant === "mobile" ? "block" : "none")};
  flex: 1;
  overflow-x: auto;

  ${minWidth("medium")} {
    display: ${(p) => (p.$variant === "desktop" ? "block" : "none")};
  }

  ul {
    display: flex;
    gap: 1rem;
    margin: 0;
    padding: 0;
    list-style: none;
    white-space: nowrap;
  }

  a {
    color: var(--color-text);
    text-decoration: none;
    font-weight: 600;
  }

  a:hover,
  a:focus-visible {
    color: var(--color-accent);
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

const Account = styled.nav`
  display: flex;
  gap: 1rem;
  margin-inline-start: auto;

  a,
  button {
    color: var(--color-text);
    font: inherit;
    font-weight: 600;
    text-decoration: none;
    white-space: nowrap;
    background: none;
    border: 0;
    padding: 0;
    cursor: pointer;
  }

  a:hover,
  a:focus-visible,
  button:hover,
  button:focus-visible {
    color: var(--color-accent);
  }
`;

/** Keyed by user type only: cached pages are shared by a whole segment, so nothing personal goes here. */
function AccountLinks({ locale, ctx, t }: { locale: Locale; ctx: RenderContext; t: (key: string) => string }) {
  const signedIn = ctx.userType !== "anonymous";
  return (
    <Account aria-label={t("account.menu")} data-account={signedIn ? "signed-in" : "anonymous"}>
      {signedIn ? (
        <>
          <a href={localizedHref(locale, "/hub/settings")}>{t("account.account")}</a>
          <SignOutButton locale={locale} label={t("account.signOut")} />
        </>
      ) : (
        <a href={localizedHref(locale, "/hub/login")}>{t("account.signIn")}</a>
      )}
    </Account>
  );
}

function MenuList({ items, locale, variant, label }: { items: MenuItem[]; locale: Locale; variant: "desktop" | "mobile"; label: string }) {
  const shown = items.filter((item) => item.menuPlatform === "all" || item.menuPlatform === variant);
  if (shown.length === 0) return null;
  return (
    <Nav $variant={variant} aria-label={label} data-menu={variant}>
      <ul>
        {shown.map((item) => (
          <li key={item.id}>
            <a href={localizedHref(locale, item.path)}>{item.title[locale]}</a>
          </li>
        ))}
      </ul>
    </Nav>
  );
}

export async function Header({ locale, ctx, call }: { locale: Locale; ctx: RenderContext; call: CallContext }) {
  const t = translator(locale, "common");
  const menu = menuFor(await loadMenu(getServices().appgrid, call), ctx);
  const names = perLocale((l) => t(`languages.${l}`));
  const switchLabels = perLocale((l) => t("header.switchTo", { language: names[l] }));
  return (
    <Bar>
      <SkipLink href="#content">{t("header.skipToContent")}</SkipLink>
      <Logo href={localizedHref(locale, "/")} aria-label={t("header.home")}>
        {t("app.name")}
      </Logo>
      <MenuList items={menu} locale={locale} variant="desktop" label={t("header.mainMenu")} />
      <MenuList items={menu} locale={locale} variant="mobile" label={t("header.mainMenu")} />
      <AccountLinks locale={locale} ctx={ctx} t={t} />
      <LanguageSwitch current={locale} label={t("header.language")} names={names} switchLabels={switchLabels} />
    </Bar>
  );
}
