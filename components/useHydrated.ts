import { useSyncExternalStore } from "react";

const noSubscription = () => () => undefined;

/**
 * False on the server and while the browser hydrates, true once React runs the component in the browser:
 * controls whose click only works with JavaScript stay disabled until then, so an early click waits instead
 * of doing nothing.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}
