/**
 * The native bridge (spec 7 "Native bridge"): messages from the page to the Android, Huawei and iOS shells that show
 * the site in a web view, each `{ flow, event, data }`, and the shells' answers back. The spec names the flows and
 * events, not the objects; this project's (docs/in-app-payments.md "Native bridge"):
 * - out: Android's injected `window.ShashaAndroid.postMessage(json)`, Huawei's `window.ShashaHuawei.postMessage(json)`,
 *   iOS `window.webkit.messageHandlers.shasha.postMessage(object)`;
 * - in: the shell calls `window.shashaWeb.receive(json)` with `{ event, data }`, which reaches the page's listeners.
 * What comes in is outside data: checked before any listener sees it.
 */
import * as check from "@/domain/check";

export const nativeFlows = ["normal-login", "normal-register", "subscription", "redirection", "others"] as const;
export const nativeEvents = ["onSuccess", "updateUser", "onUserLoggedIn", "onSubscribedUserLoggedIn", "goHome", "startMobilePayment", "openSubscription", "get-mobile-captcha-token"] as const;

export interface NativeMessage {
  flow: (typeof nativeFlows)[number];
  event: (typeof nativeEvents)[number];
  data: Readonly<Record<string, string | number | boolean | null>>;
}

interface StringBridge {
  postMessage(message: string): void;
}

declare global {
  interface Window {
    ShashaAndroid?: StringBridge;
    ShashaHuawei?: StringBridge;
    webkit?: { messageHandlers?: { shasha?: { postMessage(message: unknown): void } } };
    shashaWeb?: { receive(message: string): void };
  }
}

/** Whether the page is in an app's web view (its shell injected a bridge). */
export function inNativeShell(): boolean {
  if (typeof window === "undefined") return false;
  return typeof window.webkit?.messageHandlers?.shasha?.postMessage === "function" || typeof (window.ShashaAndroid ?? window.ShashaHuawei)?.postMessage === "function";
}

/** Sends `message` to the shell the page is in; false when there is none (a plain browser). */
export function postToNative(message: NativeMessage): boolean {
  const ios = window.webkit?.messageHandlers?.shasha;
  if (ios && typeof ios.postMessage === "function") {
    ios.postMessage({ flow: message.flow, event: message.event, data: { ...message.data } });
    return true;
  }
  const android = window.ShashaAndroid ?? window.ShashaHuawei;
  if (android && typeof android.postMessage === "function") {
    android.postMessage(JSON.stringify(message));
    return true;
  }
  return false;
}

const incoming = check.object({ event: check.string, data: check.record(check.unknown) });
export type NativeAnswer = check.Infer<typeof incoming>;

const listeners = new Set<(answer: NativeAnswer) => void>();

/** Listens to the shell's answers until the returned function is called. */
export function onNativeAnswer(listener: (answer: NativeAnswer) => void): () => void {
  listeners.add(listener);
  window.shashaWeb ??= {
    receive(message: string) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(message);
      } catch {
        return;
      }
      const answer = incoming.parse(parsed);
      if (answer.ok) for (const each of listeners) each(answer.value);
    },
  };
  return () => void listeners.delete(listener);
}
