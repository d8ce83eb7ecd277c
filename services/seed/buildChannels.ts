import { channels } from "./channels";
import type { Random } from "./createRandom";
import type { SeedProduct } from "./seedProduct";

export const firstChannelId = 501;

/** Live channels, ids 501 upwards in channel-number order. Sport channels are Plus. */
export function buildChannels(random: Random): SeedProduct[] {
  return channels.map((channel, index) => {
    const id = String(firstChannelId + index);
    return {
      id,
      productType: "LIVE_CHANNEL",
      title: channel.title,
      description: {
        ar: `${channel.title.ar}، بث مباشر على مدار الساعة.`,
        en: `${channel.title.en}, live around the clock.`,
        fr: `${channel.title.fr}, en direct 24 h/24.`,
      },
      releaseDate: "2020-01-01",
      genres: [channel.genre],
      persons: [],
      plus: channel.eventType === "sport",
      streamState: "LIVE",
      popularityMonth: random.int(1_000, 50_000),
      trendingWeek: random.int(100, 5_000),
      eventType: channel.eventType,
      imageName: `channel-${id}`,
      origin: "general",
    };
  });
}
