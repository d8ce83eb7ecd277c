"use client";
/**
 * The page's side of the hosted fields: the frame's address (made in the browser, which knows the page's own
 * origin), whether it is ready, its height, and `tokenize`, which asks the frame for a token and waits for its
 * answer. Messages from anywhere but the provider's origin are ignored (hostedFields.ts).
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import { useHydrated } from "@/components/useHydrated";
import { cardExpiryForTracking } from "@/domain/tracking";
import { appSource, frameMessageOf, hostedFieldsUrl } from "./hostedFields";

function expiryOf(month: string | undefined, year: string | undefined): string | undefined {
  return month === undefined || year === undefined ? undefined : cardExpiryForTracking(Number(month), Number(year));
}

export interface CardToken {
  token: string;
  brand: string;
  last4: string;
  /** Analytics' card expiry (spec 7: the 25th of its month), when the provider told it. */
  expiry: string | undefined;
}

type Waiter = (card: CardToken | undefined) => void;

const initialHeight = 280;
const tokenizeTimeoutMs = 15_000;

/** `ref` is the frame's element, which the caller renders with the returned `src` once there is one. */
export function useHostedFields(ref: RefObject<HTMLIFrameElement | null>, providerUrl: string, locale: string) {
  const hydrated = useHydrated();
  const src = hydrated ? hostedFieldsUrl(providerUrl, window.location.origin, locale) : undefined;
  const [ready, setReady] = useState(false);
  const [height, setHeight] = useState(initialHeight);
  const waiter = useRef<Waiter | undefined>(undefined);
  const providerOrigin = new URL(providerUrl).origin;

  useEffect(() => {
    const answer = (card: CardToken | undefined) => {
      waiter.current?.(card);
      waiter.current = undefined;
    };
    const listen = (event: MessageEvent) => {
      if (event.source !== ref.current?.contentWindow) return;
      const message = frameMessageOf(event, providerOrigin);
      if (!message) return;
      if (message.type === "ready") setReady(true);
      else if (message.type === "resize") setHeight(Math.max(120, Math.min(900, Math.ceil(message.height))));
      else if (message.type === "tokenized") answer({ token: message.token, brand: message.brand, last4: message.last4, expiry: expiryOf(message.expiryMonth, message.expiryYear) });
      else if (message.type === "invalid" || message.type === "error") answer(undefined);
    };
    window.addEventListener("message", listen);
    return () => window.removeEventListener("message", listen);
  }, [ref, providerOrigin]);

  const post = useCallback((type: "tokenize" | "clear") => ref.current?.contentWindow?.postMessage({ source: appSource, type }, providerOrigin), [ref, providerOrigin]);

  const tokenize = useCallback(
    () =>
      new Promise<CardToken | undefined>((resolve) => {
        const timer = window.setTimeout(() => {
          waiter.current = undefined;
          resolve(undefined);
        }, tokenizeTimeoutMs);
        waiter.current = (card) => {
          window.clearTimeout(timer);
          resolve(card);
        };
        post("tokenize");
      }),
    [post],
  );

  const clear = useCallback(() => post("clear"), [post]);

  return { src, ready, height, tokenize, clear };
}
