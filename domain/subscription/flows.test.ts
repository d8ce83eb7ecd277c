import { describe, expect, it } from "vitest";
import type { Route } from "@/screens-schema/types";
import { flowKindOf, flowTypeOf, nextFlowState, type FlowArea, type FlowState } from "./flows";

describe("nextFlowState (spec 4 Flows)", () => {
  const entering: FlowArea[] = ["subscription", "authentication", "code-redemption", "onboarding"];
  it.each(entering)("entering a %s page sets SUBSCRIPTION from either state", (area) => {
    expect(nextFlowState("NORMAL", area, "anonymous")).toBe("SUBSCRIPTION");
    expect(nextFlowState("SUBSCRIPTION", area, "registered")).toBe("SUBSCRIPTION");
  });

  it("leaving them (a page of no area) sets NORMAL", () => {
    expect(nextFlowState("SUBSCRIPTION", undefined, "registered")).toBe("NORMAL");
    expect(nextFlowState("NORMAL", undefined, "anonymous")).toBe("NORMAL");
  });

  it("the home path resets to NORMAL", () => {
    expect(nextFlowState("SUBSCRIPTION", "home", "subscribed")).toBe("NORMAL");
  });

  it("congratulations set SUBSCRIPTION for a subscribed user only", () => {
    expect(nextFlowState("NORMAL", "congrats", "subscribed")).toBe("SUBSCRIPTION");
    const others: [FlowState, FlowState][] = [
      ["NORMAL", "NORMAL"],
      ["SUBSCRIPTION", "SUBSCRIPTION"],
    ];
    for (const [from, to] of others) expect(nextFlowState(from, "congrats", "registered")).toBe(to);
  });

  it("card maintenance and bank card set NORMAL", () => {
    expect(nextFlowState("SUBSCRIPTION", "card-maintenance", "subscribed")).toBe("NORMAL");
  });
});

describe("flow kinds and types (spec 4)", () => {
  it("viewers who are not subscribed acquire; subscribed ones upgrade or downgrade", () => {
    expect(flowKindOf("anonymous")).toBe("acquisition");
    expect(flowKindOf("registered", true)).toBe("acquisition");
    expect(flowKindOf("suspended")).toBe("acquisition");
    expect(flowKindOf("subscribed")).toBe("upgrade");
    expect(flowKindOf("subscribed", true)).toBe("downgrade");
  });

  it("maps kind and entry onto the seven flow types", () => {
    expect(flowTypeOf("acquisition", "organic")).toBe("ORGANIC_ACQUISITION");
    expect(flowTypeOf("acquisition", "upsell")).toBe("UPSELL_ACQUISITION");
    expect(flowTypeOf("upgrade", "organic")).toBe("ORGANIC_UPGRADE");
    expect(flowTypeOf("upgrade", "upsell")).toBe("UPSELL_UPGRADE");
    expect(flowTypeOf("downgrade", "upsell")).toBe("ORGANIC_DOWNGRADE");
    expect(flowTypeOf("upgrade", "stack")).toBe("STACK");
  });
});

describe("the route table's flow column", () => {
  it("names exactly the flow areas (a change to one is a type error until the other follows)", () => {
    type RouteFlow = NonNullable<Route["flow"]>;
    const same: [FlowArea] extends [RouteFlow] ? ([RouteFlow] extends [FlowArea] ? true : false) : false = true;
    expect(same).toBe(true);
  });
});
