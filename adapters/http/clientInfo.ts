/**
 * Client compatibility data sent with every service call (spec 7): OS class and version, browser name and
 * version. Derived from the viewer's User-Agent; the spec's default browser version is 50.0.0.
 */
export type OsClass = "ANDROID" | "LINUX" | "IOS" | "WINDOWS_PHONE" | "MAC" | "BLACKBERRY" | "SMART_TV" | "WINDOWS";

export interface ClientInfo {
  os: OsClass;
  osVersion: string;
  browserName: string;
  browserVersion: string;
}

export const defaultBrowserVersion = "50.0.0";

const osRules: readonly [RegExp, OsClass][] = [
  [/SMART-TV|SmartTV|Tizen|Web0S|HbbTV/i, "SMART_TV"],
  [/Windows Phone/i, "WINDOWS_PHONE"],
  [/BlackBerry|BB10/i, "BLACKBERRY"],
  [/Android/i, "ANDROID"],
  [/iPhone|iPad|iPod/i, "IOS"],
  [/Mac OS X|Macintosh/i, "MAC"],
  [/Windows/i, "WINDOWS"],
];

const browserRules: readonly [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\/([\d.]+)/, "EDGE"],
  [/(?:MSIE |Trident\/.*rv:)([\d.]+)/, "IE"],
  [/(?:Firefox|FxiOS)\/([\d.]+)/, "FIREFOX"],
  [/(?:Chrome|CriOS|HeadlessChrome)\/([\d.]+)/, "CHROME"],
  [/Version\/([\d.]+).*Mobile.*Safari/, "MOBILE_SAFARI"],
  [/Version\/([\d.]+).*Safari/, "SAFARI"],
  [/Android.*Version\/([\d.]+)/, "ANDROID_MOBILE"],
];

function osVersionOf(ua: string, os: OsClass): string {
  const patterns: Partial<Record<OsClass, RegExp>> = {
    ANDROID: /Android ([\d.]+)/,
    IOS: /OS (\d+[_\d]*) like Mac/,
    MAC: /Mac OS X (\d+[_.\d]*)/,
    WINDOWS: /Windows NT ([\d.]+)/,
  };
  const match = patterns[os]?.exec(ua);
  return match?.[1]?.replace(/_/g, ".") ?? "";
}

export function clientInfoFromUserAgent(userAgent: string | null | undefined): ClientInfo {
  const ua = userAgent ?? "";
  const os = osRules.find(([pattern]) => pattern.test(ua))?.[1] ?? "LINUX";
  for (const [pattern, name] of browserRules) {
    const version = pattern.exec(ua)?.[1];
    if (version) return { os, osVersion: osVersionOf(ua, os), browserName: name, browserVersion: version };
  }
  return { os, osVersion: osVersionOf(ua, os), browserName: "CHROME", browserVersion: defaultBrowserVersion };
}
