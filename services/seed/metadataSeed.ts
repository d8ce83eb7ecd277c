import type Database from "better-sqlite3";

interface MenuItem {
  id: string;
  title: { ar: string; en: string; fr: string };
  path: string;
  menuPlatform: "desktop" | "mobile" | "all";
  kids: boolean;
  allowSubscribed: boolean;
  allowAnonymous: boolean;
}

function menuItem(id: string, path: string, ar: string, en: string, fr: string, kids = false): MenuItem {
  return { id, title: { ar, en, fr }, path, menuPlatform: "all", kids, allowSubscribed: true, allowAnonymous: true };
}

/**
 * App-grid metadata keys seeded on first start (spec 3 "App configuration"). Every menu path has a seeded
 * screen; sport is there with the hand-written sports module (issue 30).
 */
export const metadataSeed: Readonly<Record<string, unknown>> = {
  homeScreen: { default: "home" },
  menus: [
    menuItem("home", "/", "الرئيسية", "Home", "Accueil"),
    menuItem("series", "/series", "مسلسلات", "Series", "Séries"),
    menuItem("movies", "/movies", "أفلام", "Movies", "Films"),
    menuItem("shows", "/shows", "برامج", "Shows", "Émissions"),
    menuItem("live", "/livestream", "البث المباشر", "Live", "En direct"),
    menuItem("sport", "/sport", "رياضة", "Sport", "Sport"),
    menuItem("kids", "/kids", "أطفال", "Kids", "Enfants", true),
  ],
  appConfig: {
    defaultCountry: "JO",
    languages: ["ar", "en", "fr"],
    defaultLanguage: "ar",
    maintenanceWindow: {
      landingPages: false,
      settings: false,
      streamingPages: false,
      showPages: false,
      authentication: false,
      subscription: false,
    },
    // Spec 3's forced-update notice: apps older than these versions are told, in their web view, to update first.
    webForceUpdate: true,
    iosAppVersion: "4.0.0",
    androidAppVersion: "4.0.0",
    // Spec 3 "Location and consent": viewers in these countries are asked for cookie consent first (the EU and EEA,
    // the UK and Switzerland, under the GDPR and its kin); the consent manager's domain scripts per platform, empty for
    // the stand-in (components/consent).
    onetrustCoveredCountries: [
      "AT", "BE", "BG", "HR", "CY", "CZ", "DK", "EE", "FI", "FR", "DE", "GR", "HU", "IE", "IT", "LV", "LT", "LU", "MT", "NL",
      "PL", "PT", "RO", "SK", "SI", "ES", "SE", "IS", "LI", "NO", "GB", "CH",
    ],
    onetrustConfig: { android: "", hms: "", ios: "", web: "" },
    // Spec 3's onboarding journey flag (issue 31 §4): new accounts and profiles pick genres and titles first.
    onboardingJourney: true,
  },
};

export function insertMetadata(db: Database.Database): void {
  const insert = db.prepare("INSERT INTO metadata (key, value) VALUES (?, ?)");
  for (const [key, value] of Object.entries(metadataSeed)) insert.run(key, JSON.stringify(value));
}
