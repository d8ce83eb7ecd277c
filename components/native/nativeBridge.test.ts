// @vitest-environment jsdom
import { afterEach, describe, expect, test, vi } from "vitest";
import { onNativeAnswer, postToNative, type NativeMessage } from "./nativeBridge";

const message: NativeMessage = { flow: "subscription", event: "startMobilePayment", data: { store: "apple", productId: "com.shasha.vip.monthly", orderId: "o1" } };

afterEach(() => {
  delete window.ShashaAndroid;
  delete window.ShashaHuawei;
  delete window.webkit;
  delete window.shashaWeb;
});

describe("postToNative", () => {
  test("iOS gets the object through its message handler", () => {
    const postMessage = vi.fn<(message: unknown) => void>();
    window.webkit = { messageHandlers: { shasha: { postMessage } } };
    expect(postToNative(message)).toBe(true);
    expect(postMessage).toHaveBeenCalledWith({ flow: "subscription", event: "startMobilePayment", data: message.data });
  });

  test("Android and Huawei get it as JSON text", () => {
    const android = vi.fn<(message: string) => void>();
    window.ShashaAndroid = { postMessage: android };
    expect(postToNative(message)).toBe(true);
    expect(JSON.parse(String(android.mock.calls[0]?.[0]))).toEqual(message);
    delete window.ShashaAndroid;
    const huawei = vi.fn<(message: string) => void>();
    window.ShashaHuawei = { postMessage: huawei };
    expect(postToNative(message)).toBe(true);
    expect(huawei).toHaveBeenCalledTimes(1);
  });

  test("a plain browser has no shell: nothing is sent", () => {
    expect(postToNative(message)).toBe(false);
  });
});

describe("onNativeAnswer", () => {
  test("passes the shell's checked answers to the listeners until they stop listening", () => {
    const seen: unknown[] = [];
    const stop = onNativeAnswer((answer) => seen.push(answer));
    window.shashaWeb?.receive(JSON.stringify({ event: "mobilePaymentResult", data: { orderId: "o1", proof: "abc" } }));
    window.shashaWeb?.receive("not json");
    window.shashaWeb?.receive(JSON.stringify({ event: 42 }));
    stop();
    window.shashaWeb?.receive(JSON.stringify({ event: "late", data: {} }));
    expect(seen).toEqual([{ event: "mobilePaymentResult", data: { orderId: "o1", proof: "abc" } }]);
  });
});
