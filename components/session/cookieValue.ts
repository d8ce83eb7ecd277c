/** One cookie's value from a `Cookie` header or `document.cookie`; no dependencies, so any page may load it. */
export function cookieValue(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return undefined;
}

/** What the `userType` cookie says (display only: it picks what to load, never what anyone may do). */
export function cookieUserType(): string {
  return cookieValue(document.cookie, "userType") ?? "anonymous";
}
