/** An account's devices as the user service would list them (issue 31 §3): this laptop, a paired TV, a phone's browser. */
import type { AccountDevice } from "@/domain/account";

export function sampleDevices(): AccountDevice[] {
  return [
    { id: "3f0c9a52-laptop", type: "WEB", browser: "CHROME", os: "WINDOWS", lastSeenAt: "2026-11-28T09:00:00.000Z", current: true },
    { id: "8d21e7b4-tv", type: "TV", label: "Living room TV", lastSeenAt: "2026-11-27T20:15:00.000Z", current: false },
    { id: "c5e0f1a9-phone", type: "WEB", browser: "MOBILE_SAFARI", os: "IOS", lastSeenAt: "2026-11-20T07:45:00.000Z", current: false },
  ];
}
