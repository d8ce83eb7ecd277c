/**
 * What the two launchers share (scripts/start.mjs, one app with the local suite; scripts/cluster.mjs, the cluster):
 * the local suite's service addresses, waiting for a part to answer, and stopping the children they started.
 */

/** The local suite's service addresses, as an app's environment names them. */
export function serviceBaseUrls(servicesPort, host = "127.0.0.1") {
  const base = `http://${host}:${servicesPort}`;
  return {
    APPGRID_BASE_URL: `${base}/appgrid`,
    CONTENT_BASE_URL: `${base}/content`,
    USER_BASE_URL: `${base}/user`,
    PROFILES_BASE_URL: `${base}/userprofile`,
    SUBSCRIPTION_BASE_URL: `${base}/subscription`,
    MANAGE_BASE_URL: `${base}/manage`,
    SPORTS_BASE_URL: `${base}/sports`,
    BOT_CHECK_BASE_URL: `${base}/captcha`,
    // The error-reporting service's stand-in (services/errorSink), as a Sentry DSN: key, host, project.
    ERROR_REPORTER_DSN: `http://shashaweb@${host}:${servicesPort}/errors/1`,
  };
}

/** The card payment provider stand-in's port (services/cardProvider): the services' port + 2 (+ 1 is the images'). */
export function cardProviderPortFor(servicesPort) {
  return String(Number(servicesPort) + 2);
}

/** Whether `url` answers 2xx now (within 2 s: a request the server left hanging must not stop the wait). */
export function answers(url) {
  return fetch(url, { signal: AbortSignal.timeout(2000) }).then((reply) => reply.ok);
}

/** Resolves once `check()` is true (asked every 200 ms); rejects naming `what` after `timeoutMs`. */
export async function waitUntil(check, what, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} did not answer within ${timeoutMs / 1000} s`);
}

/** Stops every running child (SIGTERM, then SIGKILL after `graceMs`) and exits with `code` once they are gone. */
export function stopChildren(children, code, graceMs) {
  const running = [...children].filter((child) => child.exitCode === null && child.signalCode === null);
  if (running.length === 0) process.exit(code);
  let left = running.length;
  for (const child of running) {
    child.once("exit", () => {
      left -= 1;
      if (left === 0) process.exit(code);
    });
    child.kill("SIGTERM");
  }
  setTimeout(() => {
    for (const child of running) if (child.exitCode === null) child.kill("SIGKILL");
    setTimeout(() => process.exit(code), 500).unref();
  }, graceMs).unref();
}
