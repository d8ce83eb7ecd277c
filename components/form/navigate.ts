/** Full navigation after a successful submit (the session cookie changed, so the server must render again). Its own module so tests can replace it: jsdom cannot navigate. */
export function navigateTo(href: string): void {
  window.location.assign(href);
}
