/**
 * The layout contract's TypeScript names (docs/contract.md section 1). Everything is generated from
 * the JSON Schemas; this module only re-exports it under the contract's names.
 */
import { knownBlockTypes } from "./generated/schema-tables";
import type { Block } from "./generated/types";

export type {
  Action,
  ContentRef,
  GridBlock,
  MyListSource,
  ProductSource,
  RelatedSource,
  RouteParam,
  SearchResultsBlock,
  DeviceListBlock,
  DevicePairingBlock,
  OnboardingPicksBlock,
  SeasonPickerBlock,
  SeasonsSource,
  TitleHeaderBlock,
  WatchHistoryBlock,
  Analytics,
  BadgeBlock,
  BannerBlock,
  BannerCta,
  BannerImage,
  Block,
  BlockId,
  ButtonBlock,
  ContentId,
  ContinueWatchingSource,
  CountryCode,
  DataSource,
  EditorialCarouselSource,
  Fallback,
  HeroBlock,
  HeroSource,
  I18NKeyText,
  I18NKeyText as I18nKeyText,
  ImageBlock,
  ImageSrc,
  LiveChannelsSource,
  Locale,
  LocaleMapText,
  ModuleBlock,
  NavigateAction,
  OpenDialogAction,
  Platform,
  PlayAction,
  ProfileListBlock,
  ProductFilter,
  ProductFilterSource,
  ProductIdsSource,
  ProfileKind,
  RailBlock,
  ScalarParams,
  Screen,
  SectionHeaderBlock,
  SitePath,
  SlidesPerBreakpoint,
  StackBlock,
  Text,
  TextBlock,
  TileBlock,
  TileActions,
  TileStyle,
  TrackAction,
  CookiePreferencesAction,
  TrackEvent,
  UserType,
  VisibleWhen,
} from "./generated/types";

/** The route table's contract (schemas/route-table.schema.json), a document of its own beside the layouts. */
export type { MaintenanceArea, PageKind, Route, RouteAccess, RouteLayout, RouteTable } from "./generated/route-table-types";

export type BlockType = Block["type"];

/** The block of one type. */
export type BlockOf<K extends BlockType> = Extract<Block, { type: K }>;

/** Every block type, in schema order. `types.test.ts` proves it lists exactly `BlockType`. */
export const blockTypes: readonly BlockType[] = knownBlockTypes;
