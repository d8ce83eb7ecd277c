// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import type { ReactElement } from "react";
import { afterEach, describe, expect, test } from "vitest";
import type { Block } from "@/screens-schema/types";
import type { BlockRootProps } from "./ui-context";
import { BadgeView } from "./badge/BadgeView";
import { BannerView } from "./banner/BannerView";
import { ButtonView } from "./button/ButtonView";
import { HeroView } from "./hero/HeroView";
import { ImageView } from "./image/ImageView";
import { ModuleSlotView } from "./module/ModuleSlotView";
import { RailView } from "./rail/RailView";
import { SectionHeaderView } from "./section-header/SectionHeaderView";
import { StackView } from "./stack/StackView";
import * as fixtures from "./testing/blockFixtures";
import { contentItems } from "./testing/contentItems";
import { createTestUi } from "./testing/createTestUi";
import { TextView } from "./text/TextView";
import { TileView } from "./tile/TileView";

afterEach(cleanup);

const ui = createTestUi("ar");
const items = contentItems("ar");

function rootOf<B extends Block>(block: B): BlockRootProps<B["type"]> {
  return { "data-block": block.type, "data-block-id": block.id };
}

const cases: [string, Block, () => ReactElement][] = [
  ["stack", fixtures.stackBlock, () => <StackView block={fixtures.stackBlock} rootProps={rootOf(fixtures.stackBlock)} ui={ui}><p>child</p></StackView>],
  ["hero", fixtures.heroBlock, () => <HeroView block={fixtures.heroBlock} rootProps={rootOf(fixtures.heroBlock)} ui={ui} items={items} />],
  ["rail", fixtures.railBlock, () => <RailView block={fixtures.railBlock} rootProps={rootOf(fixtures.railBlock)} ui={ui} items={items} />],
  ["tile", fixtures.tileBlock, () => <TileView block={fixtures.tileBlock} rootProps={rootOf(fixtures.tileBlock)} ui={ui} items={items} />],
  ["section-header", fixtures.sectionHeaderBlock, () => <SectionHeaderView block={fixtures.sectionHeaderBlock} rootProps={rootOf(fixtures.sectionHeaderBlock)} ui={ui} />],
  ["text", fixtures.textBlock, () => <TextView block={fixtures.textBlock} rootProps={rootOf(fixtures.textBlock)} ui={ui} />],
  ["image", fixtures.imageBlock, () => <ImageView block={fixtures.imageBlock} rootProps={rootOf(fixtures.imageBlock)} ui={ui} />],
  ["button (navigate)", fixtures.buttonBlock, () => <ButtonView block={fixtures.buttonBlock} rootProps={rootOf(fixtures.buttonBlock)} ui={ui} />],
  ["button (play)", fixtures.playButtonBlock, () => <ButtonView block={fixtures.playButtonBlock} rootProps={rootOf(fixtures.playButtonBlock)} ui={ui} />],
  ["button (dialog)", fixtures.languageButtonBlock, () => <ButtonView block={fixtures.languageButtonBlock} rootProps={rootOf(fixtures.languageButtonBlock)} ui={ui} />],
  ["button (track)", fixtures.trackButtonBlock, () => <ButtonView block={fixtures.trackButtonBlock} rootProps={rootOf(fixtures.trackButtonBlock)} ui={ui} />],
  ["badge", fixtures.badgeBlock, () => <BadgeView block={fixtures.badgeBlock} rootProps={rootOf(fixtures.badgeBlock)} ui={ui} />],
  ["banner", fixtures.bannerBlock, () => <BannerView block={fixtures.bannerBlock} rootProps={rootOf(fixtures.bannerBlock)} ui={ui} />],
  ["module", fixtures.moduleBlock, () => <ModuleSlotView block={fixtures.moduleBlock} rootProps={rootOf(fixtures.moduleBlock)} ui={ui}><p>module</p></ModuleSlotView>],
];

describe("every block", () => {
  test.each(cases)("%s: its root element carries data-block and data-block-id", (_, block, element) => {
    const { container } = render(element());
    const root = container.firstElementChild;
    expect(root?.getAttribute("data-block")).toBe(block.type);
    expect(root?.getAttribute("data-block-id")).toBe(block.id);
  });
});
