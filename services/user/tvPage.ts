/**
 * The simulated TV's page (`GET /tv` on the services' public listener; tvRoutes.ts): it plays a TV app signing in
 * with a code. It asks for a pairing, shows the code and where to enter it, polls at the interval it was given (slower
 * when told `slow_down`), keeps the session it receives in memory only, then checks it every interval and says so
 * when the TV was signed out from the website. `?lang=ar|en|fr` (else the browser's language). `data-state` on the
 * body (`waiting`, `signed-in`, `expired`, `signed-out`, `failed`) is for tests and the curious.
 */
import { isServiceLocale, type ServiceLocale } from "../db/localizedText";
import { fill, htmlPage, htmlReply, newNonce, scriptJson } from "../cardProvider/pageParts";
import { pickLanguage } from "../http/pickLanguage";
import type { Reply } from "../http/reply";
import type { RouteRequest } from "../http/router";

const texts = {
  en: {
    title: "Shasha on your TV",
    intro: "Sign in on this TV with a code.",
    step: "On your phone or computer, go to {{url}} and enter this code:",
    quick: "Or open this link on a phone signed in to Shasha",
    waiting: "Waiting for the code to be entered. It works for {{minutes}} minutes.",
    signedIn: "Signed in as {{name}}. Enjoy watching!",
    expired: "The code has expired.",
    signedOut: "This TV was signed out of the account.",
    failed: "Shasha cannot be reached. Check the connection and try again.",
    again: "Get a new code",
    label: "Smart TV",
  },
  ar: {
    title: "شاشة على تلفازك",
    intro: "سجّل الدخول على هذا التلفاز برمز.",
    step: "على هاتفك أو حاسوبك، اذهب إلى {{url}} وأدخل هذا الرمز:",
    quick: "أو افتح هذا الرابط على هاتف مسجّل في شاشة",
    waiting: "بانتظار إدخال الرمز. يبقى صالحًا {{minutes}} دقائق.",
    signedIn: "تم تسجيل الدخول باسم {{name}}. مشاهدة ممتعة!",
    expired: "انتهت صلاحية الرمز.",
    signedOut: "تم تسجيل خروج هذا التلفاز من الحساب.",
    failed: "تعذّر الوصول إلى شاشة. تحقّق من الاتصال وحاول مجددًا.",
    again: "احصل على رمز جديد",
    label: "تلفاز ذكي",
  },
  fr: {
    title: "Shasha sur votre téléviseur",
    intro: "Connectez ce téléviseur avec un code.",
    step: "Sur votre téléphone ou votre ordinateur, allez sur {{url}} et saisissez ce code :",
    quick: "Ou ouvrez ce lien sur un téléphone connecté à Shasha",
    waiting: "En attente de la saisie du code. Il est valable {{minutes}} minutes.",
    signedIn: "Connecté en tant que {{name}}. Bon visionnage !",
    expired: "Le code a expiré.",
    signedOut: "Ce téléviseur a été déconnecté du compte.",
    failed: "Shasha est injoignable. Vérifiez la connexion et réessayez.",
    again: "Obtenir un nouveau code",
    label: "Téléviseur connecté",
  },
} as const satisfies Record<ServiceLocale, Record<string, string>>;

// High contrast on a dark TV screen: #f5f5f5 on #101418 (17:1), the code in #ffd166 (12:1), focus #8ab4f8 (8:1).
const style = `body{background:#101418;color:#f5f5f5;padding:clamp(16px,5vw,64px);max-width:60rem;margin-inline:auto}
h1{font-size:clamp(1.5rem,4vw,2.5rem);margin:0 0 .5em}
.code{font:700 clamp(2rem,9vw,5rem)/1.2 ui-monospace,Menlo,Consolas,monospace;letter-spacing:.15em;color:#ffd166;margin:.3em 0;direction:ltr;unicode-bidi:isolate}
.url{color:#8ab4f8;direction:ltr;unicode-bidi:isolate;overflow-wrap:anywhere}
button{min-height:44px;padding:8px 20px;font:inherit;border-radius:6px;border:2px solid #f5f5f5;background:#101418;color:#f5f5f5;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid #8ab4f8}
a{color:#8ab4f8}`;

/** The TV's script: the protocol of tvRoutes.ts, with the page's words (`T`) and states. */
const script = (lang: ServiceLocale, words: Record<string, string>) => `
const T = ${scriptJson(words)};
const lang = ${scriptJson(lang)};
const $ = (id) => document.getElementById(id);
const fill = (text, values) => text.replace(/\\{\\{(\\w+)\\}\\}/g, (whole, name) => values[name] ?? whole);
const wait = (seconds) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));
let token = null;
function show(state, message) {
  document.body.dataset.state = state;
  $("status").textContent = message;
  $("pairing").hidden = state !== "waiting";
  $("again").hidden = !["expired", "signed-out", "failed"].includes(state);
}
async function post(path, body) {
  const reply = await fetch(path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  return { status: reply.status, body: await reply.json() };
}
async function watchSession(interval) {
  for (;;) {
    await wait(interval);
    const reply = await fetch("/tv/device/session", { headers: { token } });
    if (reply.status === 401) { token = null; return show("signed-out", T.signedOut); }
  }
}
async function pair() {
  const started = await post("/tv/device/authorize", { label: T.label, deviceType: "TV", physicalDeviceType: "SMART_TV" });
  if (started.status !== 200) return show("failed", T.failed);
  const { device_code, user_code, verification_uri, verification_uri_complete, expires_in } = started.body;
  $("quick").href = verification_uri_complete;
  let interval = started.body.interval;
  $("code").textContent = user_code;
  $("url").textContent = verification_uri;
  show("waiting", fill(T.waiting, { minutes: String(Math.round(expires_in / 60)) }));
  for (;;) {
    await wait(interval);
    const polled = await post("/tv/device/token", { device_code });
    if (polled.status === 200) {
      token = polled.body.token;
      const who = await (await fetch("/tv/device/session", { headers: { token } })).json();
      show("signed-in", fill(T.signedIn, { name: who.profile || who.firstName }));
      return watchSession(interval);
    }
    const error = polled.body.error;
    if (error === "slow_down") interval = polled.body.interval;
    else if (error !== "authorization_pending") return show(error === "expired_token" ? "expired" : "failed", error === "expired_token" ? T.expired : T.failed);
  }
}
$("again").addEventListener("click", () => { pair().catch(() => show("failed", T.failed)); });
document.documentElement.lang = lang;
pair().catch(() => show("failed", T.failed));
`;

function localeOf(request: RouteRequest): ServiceLocale {
  const asked = request.query.get("lang");
  return asked !== null && isServiceLocale(asked) ? asked : pickLanguage(request.headers);
}

export function tvPageReply(request: RouteRequest): Reply {
  const lang = localeOf(request);
  const words = texts[lang];
  const nonce = newNonce();
  const step = fill(words.step, { url: '<span class="url" id="url"></span>' });
  const body = `<main><h1>${words.title}</h1><p>${words.intro}</p>
<div id="pairing" hidden><p>${step}</p><p class="code" id="code"></p><p><a id="quick" href="#">${words.quick}</a></p></div>
<p id="status" role="status" aria-live="polite"></p>
<button type="button" id="again" hidden>${words.again}</button></main>`;
  const csp = `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;
  return htmlReply(200, htmlPage({ lang, title: words.title, nonce, style, body, script: script(lang, words) }), csp);
}
